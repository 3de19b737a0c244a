import { z } from "zod";
import { optionalText } from "../../block-kit/schema";

/** Events shown when the editor sets no count. */
export const DEFAULT_EVENT_COUNT = 4;

/** `community_events` fields. */
export const schema = z
  .object({
    title: optionalText,
    intro: optionalText,
    /** How many events to show, 1–12 (Storyblok sends numbers as strings, "" when empty). */
    count: z
      .union([z.coerce.number().int().min(1).max(12), z.literal("")])
      .optional()
      .transform((v) => (v === "" || v === undefined ? DEFAULT_EVENT_COUNT : v)),
  })
  .passthrough();
