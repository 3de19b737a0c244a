import { z } from "zod";
import { asset, text } from "../../block-kit/schema";

/** `youtube` fields: the 11-character video id, a title and an optional poster image. */
export const schema = z
  .object({
    video_id: z.string().regex(/^[A-Za-z0-9_-]{11}$/, "must be an 11-character YouTube video id"),
    title: text,
    poster: asset.optional(),
  })
  .passthrough();
