import { z } from "zod";
import { optionalText } from "../../block-kit/schema";

/** `affiliate_form` fields: texts above the form and of the confirmation shown after applying. */
export const schema = z
  .object({
    title: optionalText,
    intro: optionalText,
    success_title: optionalText,
    success_text: optionalText,
  })
  .passthrough();

/**
 * Query parameters this block reads (`received.ts`'s RECEIVED_PARAM, spelt out so the view's
 * chunk keeps that module): only declared parameters vary a stored page (domain/routing/page-query.ts).
 */
export const queryParams: readonly string[] = ["application"];
