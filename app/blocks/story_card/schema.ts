import { z } from "zod";
import { asset, multilink, optionalText, text } from "../../block-kit/schema";

/** `story_card` fields: title, optional text, tag, image, link and link label. */
export const schema = z
  .object({
    title: text,
    text: optionalText,
    tag: optionalText,
    image: asset.optional(),
    link: multilink.optional(),
    link_label: optionalText,
  })
  .passthrough();
