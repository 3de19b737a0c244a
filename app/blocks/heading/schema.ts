import { z } from "zod";
import { option, optionalText, text } from "../../block-kit/schema";

/** `heading` fields: text, optional eyebrow, level 1–4 and alignment. */
export const schema = z
  .object({
    text,
    eyebrow: optionalText,
    level: option(["1", "2", "3", "4"], "2"),
    align: option(["start", "center"], "start"),
  })
  .passthrough();
