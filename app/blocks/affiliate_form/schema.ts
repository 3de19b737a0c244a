import { z } from "zod";
import { optionalText } from "../schema";

/** `affiliate_form` fields: texts above the form and of the confirmation shown after applying. */
export const schema = z
  .object({
    title: optionalText,
    intro: optionalText,
    success_title: optionalText,
    success_text: optionalText,
  })
  .passthrough();
