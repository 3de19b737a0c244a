import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js";
import { PHONE_MAX_LENGTH, type PhoneCheck } from "./phone-fields";

/**
 * Phone numbers validated per country with libphonenumber-js and stored as E.164
 * (`+4915123456789`). A number typed with its own `+` prefix wins over the selected country.
 * The form fields and their zod rules are in `phone-fields.ts`.
 */

/** True when libphonenumber-js knows the country (alpha-2, any case). */
export function isPhoneCountry(code: string): boolean {
  return /^[A-Za-z]{2}$/.test(code) && isSupportedCountry(code.toUpperCase() as CountryCode);
}

/** "+49" for DE; null for a country without a calling code. */
export function callingCodeOf(country: string): string | null {
  return isPhoneCountry(country) ? `+${getCountryCallingCode(country.toUpperCase() as CountryCode)}` : null;
}

/** Validates `number` for `country`; E.164 on success. */
export const parsePhone: PhoneCheck = (number, country) => {
  const international = number.trim().startsWith("+");
  if (!international && !isPhoneCountry(country)) return { ok: false, problem: "form.phoneCountry" };
  const parsed = parsePhoneNumberFromString(number.slice(0, PHONE_MAX_LENGTH), international ? undefined : (country.toUpperCase() as CountryCode));
  if (!parsed?.isValid()) return { ok: false, problem: "form.phoneInvalid" };
  return { ok: true, e164: parsed.number, country: parsed.country ?? null };
};
