import { z } from "zod";
import { optionalText, requiredAsset } from "../../block-kit/schema";

/** `image` fields: the image (required), optional caption, `priority` for images above the fold. */
export const schema = z
  .object({
    image: requiredAsset,
    caption: optionalText,
    priority: z.boolean().optional().default(false),
  })
  .passthrough();
