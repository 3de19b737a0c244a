import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js";
import { z } from "zod";

/**
 * Phone numbers (issue "Webinars" point 3; reused by the affiliate form): a country
 * (ISO 3166-1 alpha-2) plus the number as typed, validated per country with
 * libphonenumber-js and stored as E.164 (`+4915123456789`). A number typed with its own
 * `+` prefix wins over the selected country. Error messages are translation keys (`form.*`).
 */

/** Longest number as typed that we look at, in characters. */
export const PHONE_MAX_LENGTH = 40;

export type PhoneResult = { ok: true; e164: string; country: string | null } | { ok: false; problem: "form.phoneCountry" | "form.phoneInvalid" };

/** True when libphonenumber-js knows the country (alpha-2, any case). */
export function isPhoneCountry(code: string): boolean {
  return /^[A-Za-z]{2}$/.test(code) && isSupportedCountry(code.toUpperCase() as CountryCode);
}

/** "+49" for DE; null for a country without a calling code. */
export function callingCodeOf(country: string): string | null {
  return isPhoneCountry(country) ? `+${getCountryCallingCode(country.toUpperCase() as CountryCode)}` : null;
}

/** Validates `number` for `country`; E.164 on success. */
export function parsePhone(number: string, country: string): PhoneResult {
  const international = number.trim().startsWith("+");
  if (!international && !isPhoneCountry(country)) return { ok: false, problem: "form.phoneCountry" };
  const parsed = parsePhoneNumberFromString(number.slice(0, PHONE_MAX_LENGTH), international ? undefined : (country.toUpperCase() as CountryCode));
  if (!parsed?.isValid()) return { ok: false, problem: "form.phoneInvalid" };
  return { ok: true, e164: parsed.number, country: parsed.country ?? null };
}

/**
 * Zod fields of a phone input: `phoneCountry` (alpha-2) and `phone` (as typed). Add
 * {@link refinePhone} to the object schema holding them; it reports at `phone`.
 */
export const phoneFields = {
  phoneCountry: z.string({ required_error: "form.phoneCountry" }).trim().toUpperCase().length(2, "form.phoneCountry"),
  phone: z.string({ required_error: "form.required" }).trim().min(1, "form.required").max(PHONE_MAX_LENGTH, "form.tooLong"),
};

/**
 * superRefine step: the number under `numberKey` must be valid for the country under
 * `countryKey` (validated per country); the issue is reported at the field to fix.
 */
export function refinePhoneFields(numberKey: string, countryKey: string) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx): void => {
    const number = value[numberKey];
    if (typeof number !== "string" || !number) return;
    const result = parsePhone(number, typeof value[countryKey] === "string" ? (value[countryKey] as string) : "");
    if (!result.ok) ctx.addIssue({ code: "custom", path: [result.problem === "form.phoneCountry" ? countryKey : numberKey], message: result.problem });
  };
}

/** {@link refinePhoneFields} for the default names `phone` and `phoneCountry`. */
export const refinePhone = refinePhoneFields("phone", "phoneCountry");
