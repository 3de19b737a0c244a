import { z } from "zod";
import { optionalPhoneFields, phoneFields, refinePhoneFields, type PhoneCheck } from "../forms/phone-fields";
import type { RegistrationField } from "./registration-fields";

/**
 * The webinar registration form (docs/product/webinars.md#registration): one zod schema used by the
 * server action and, through conform, in the browser. Messages are translation keys
 * (`form.*`, `registration.*`), shown at their fields.
 *
 * Fields: `name` (1–200 characters), `email` (valid, ≤ 254), `phoneCountry` + `phone`
 * (valid for the country, libphonenumber-js; optional when the form's phone field is), `day` (a picker day value: `in15`, `instant` or
 * `YYYY-MM-DD`), `timeslot` (the slot start, an ISO 8601 instant) and `timeZone` (the zone
 * the picker used; optional, checked by the action).
 */

/** A day value as posted or in `?day=`: `in15`, `instant` or `YYYY-MM-DD`. */
export const DAY_VALUE = /^(in15|instant|\d{4}-\d{2}-\d{2})$/;

/** A posted or queried day value, or null for anything else. */
export function dayValue(raw: unknown): string | null {
  return typeof raw === "string" && DAY_VALUE.test(raw) ? raw : null;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The registration schema with `checkPhone` as the phone check: `parsePhone` (`phone.ts`) on
 * the server; in the browser the lazily loaded check (`components/forms/phone-check.ts`).
 * `phoneRequired` is the form's `phone_input` setting: when false an empty number is no
 * problem (`phone` is then undefined) and a number given is still checked for its country.
 */
export const registrationSchemaWith = (checkPhone: PhoneCheck, { phoneRequired = true }: { phoneRequired?: boolean } = {}) =>
  z
    .object({
      name: z.string({ required_error: "form.missing.name" }).trim().min(1, "form.missing.name").max(200, "form.tooLong"),
      email: z.string({ required_error: "form.missing.email" }).trim().min(1, "form.missing.email").max(254, "form.tooLong").email("form.email"),
      ...(phoneRequired ? phoneFields : optionalPhoneFields),
      day: z.string({ required_error: "registration.chooseTime" }).regex(DAY_VALUE, "registration.chooseTime"),
      timeslot: z
        .string({ required_error: "registration.chooseTime" })
        .max(40, "registration.chooseTime")
        .refine((value) => ISO_INSTANT.test(value) && Number.isFinite(Date.parse(value)), "registration.chooseTime"),
      timeZone: z.string().max(64).optional(),
    })
    .superRefine(refinePhoneFields(checkPhone));

export type Registration = z.infer<ReturnType<typeof registrationSchemaWith>>;

export { REGISTRATION_FIELDS, type RegistrationField } from "./registration-fields";

/** One message of a v2 mutation (docs/product/affiliates.md#the-v2-mutation-helper: field, message, code). */
export interface PlatformMessage {
  field: string | null;
  message: string;
  code: string | null;
}

/** Where the platform's registration fields show in the form. */
const FIELD_OF: Readonly<Record<string, RegistrationField>> = { name: "name", email: "email", phone: "phone", timeslot: "timeslot", timeZone: "timeslot" };

/** Translation keys of the platform's `invalid` messages per field. */
const INVALID: Readonly<Partial<Record<RegistrationField, string>>> = {
  name: "form.tooLong",
  email: "form.email",
  phone: "form.phoneInvalid",
  timeslot: "registration.slotUnavailable",
};

/** Translation keys of the platform's `required` messages per field: what the field needs. */
const MISSING: Readonly<Partial<Record<RegistrationField, string>>> = {
  name: "form.missing.name",
  email: "form.missing.email",
  phone: "form.missing.phone",
  timeslot: "registration.chooseTime",
};

/** The translation key for a platform message we know, else null (its own text is shown). */
function knownMessage(field: RegistrationField, code: string | null): string | null {
  if (code === "required") return MISSING[field] ?? "form.required";
  return code === "invalid" ? (INVALID[field] ?? null) : null;
}

/**
 * The registration mutation's `messages` as form errors: each at its field (the platform's
 * `timeZone` at the time select), translated when its field and code are known (e.g. email +
 * `invalid` → `form.email`), else the platform's own text; messages of other or no fields
 * become form-level errors (an unknown webinar: `registration.unavailable`). Never empty
 * for an unsuccessful answer: without messages it is `registration.retry`.
 */
export function registrationErrors(messages: readonly PlatformMessage[]): { fieldErrors: Partial<Record<RegistrationField, string[]>>; formErrors: string[] } {
  const fieldErrors: Partial<Record<RegistrationField, string[]>> = {};
  const formErrors: string[] = [];
  for (const { field, message, code } of messages) {
    const target = field ? FIELD_OF[field] : undefined;
    if (target) {
      const text = knownMessage(target, code) ?? message;
      if (!fieldErrors[target]?.includes(text)) fieldErrors[target] = [...(fieldErrors[target] ?? []), text];
    } else {
      formErrors.push(field === "webinarId" ? "registration.unavailable" : message);
    }
  }
  if (formErrors.length === 0 && Object.keys(fieldErrors).length === 0) formErrors.push("registration.retry");
  return { fieldErrors, formErrors };
}
