import { z } from "zod";

/**
 * Phone fields of forms (docs/product/webinars.md#registration; reused by the affiliate form): a country
 * (ISO 3166-1 alpha-2) plus the number as typed. The check of the number for its country is
 * passed in: the server always uses libphonenumber-js (`phone.ts`, {@link parsePhone}); the
 * browser uses it once loaded (`components/forms/phone-check.ts`) so that a first visit does
 * not download its metadata. Error messages are translation keys (`form.*`).
 */

/** Longest number as typed that we look at, in characters. */
export const PHONE_MAX_LENGTH = 40;

export type PhoneResult = { ok: true; e164: string; country: string | null } | { ok: false; problem: "form.phoneCountry" | "form.phoneInvalid" };

/** Checks `number` for `country` (alpha-2); E.164 on success. */
export type PhoneCheck = (number: string, country: string) => PhoneResult;

/**
 * Zod fields of a phone input: `phoneCountry` (alpha-2) and `phone` (as typed). Add
 * {@link refinePhoneFields} to the object schema holding them; it reports at `phone`.
 */
export const phoneFields = {
  phoneCountry: z.string({ required_error: "form.phoneCountry" }).trim().toUpperCase().length(2, "form.phoneCountry"),
  phone: z.string({ required_error: "form.missing.phone" }).trim().min(1, "form.missing.phone").max(PHONE_MAX_LENGTH, "form.tooLong"),
};

/**
 * {@link phoneFields} of a phone input that may stay empty: no number is no problem (it parses
 * as undefined, and the country is then not needed); a number given is checked as usual.
 */
export const optionalPhoneFields = {
  phoneCountry: z.string().trim().toUpperCase().max(2, "form.phoneCountry").optional(),
  phone: z
    .string()
    .trim()
    .max(PHONE_MAX_LENGTH, "form.tooLong")
    .optional()
    .transform((value) => value || undefined),
};

/**
 * superRefine step: the number under `numberKey` must pass `check` for the country under
 * `countryKey`; the issue is reported at the field to fix.
 */
export function refinePhoneFields(check: PhoneCheck, numberKey = "phone", countryKey = "phoneCountry") {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx): void => {
    const number = value[numberKey];
    if (typeof number !== "string" || !number) return;
    const result = check(number, typeof value[countryKey] === "string" ? (value[countryKey] as string) : "");
    if (!result.ok) ctx.addIssue({ code: "custom", path: [result.problem === "form.phoneCountry" ? countryKey : numberKey], message: result.problem });
  };
}
