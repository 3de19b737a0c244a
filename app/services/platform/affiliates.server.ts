import type { AffiliateApplication } from "~/domain/affiliates/affiliate-application";
import { parsePhone } from "~/domain/forms/phone";
import type { Language } from "~/i18n/languages";
import { platformMutationUnauthenticated, type MutationOutcome } from "./mutation.server";

/**
 * Submits an affiliate application (docs/product/affiliates.md) through the unauthenticated v2 mutation
 * helper (`submitAffiliateApplication`): the applicant need not be a member. The telephone is
 * sent in E.164 (it was validated for its country by the schema); `telephoneCountry` is not
 * part of the platform's input. Validation refusals come back as `successful: false` with
 * `messages` (field, message, code) for the caller to show at their fields.
 *
 * The social security number goes in the input and nowhere else: this module neither logs
 * nor reports, and platform errors carry only the platform's messages, never the variables.
 *
 * @throws {import("./client.server").PlatformError} on timeout, network, HTTP or GraphQL failure.
 */
export function submitAffiliateApplication(application: AffiliateApplication, language: Language): Promise<MutationOutcome> {
  const { telephoneCountry, telephone, ...fields } = application;
  const phone = parsePhone(telephone, telephoneCountry);
  const input: Record<string, unknown> = { ...fields, telephone: phone.ok ? phone.e164 : telephone, language: language === "in" ? "id" : language };
  for (const [key, value] of Object.entries(input)) if (value === undefined) delete input[key];
  return platformMutationUnauthenticated({ mutationName: "submitAffiliateApplication", input });
}
