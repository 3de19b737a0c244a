import { z } from "zod";
import { optionalText } from "../schema";
import { RECEIVED_PARAM } from "./received";

/** `affiliate_form` fields: texts above the form and of the confirmation shown after applying. */
export const schema = z
  .object({
    title: optionalText,
    intro: optionalText,
    success_title: optionalText,
    success_text: optionalText,
  })
  .passthrough();

/** Query parameters this block reads: only declared parameters vary a stored page (domain/page-query.ts). */
export const queryParams: readonly string[] = [RECEIVED_PARAM[0]];
