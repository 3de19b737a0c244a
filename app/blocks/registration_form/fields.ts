import type { SubmissionResult } from "@conform-to/react";

/**
 * What the `registration_form` view and its action share besides the blok's fields
 * (`./schema`). Zod-free: the view imports it in the browser.
 */

/** Value of `intent` that asks only for the chosen day's times (no JavaScript). */
export const SHOW_TIMES_INTENT = "showTimes";

/** What the form's action answers when it does not redirect. */
export interface RegistrationActionData {
  block: string;
  /** conform's submission result: the entered values and the errors per field (`""` = form). */
  result: SubmissionResult<string[]>;
}
