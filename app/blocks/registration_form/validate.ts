import { parseWithZod } from "@conform-to/zod";
import { browserPhoneCheck } from "~/components/forms/phone-check";
import { registrationSchemaWith } from "~/domain/webinars/registration";
import { submissionErrors, type FormCheck } from "~/components/forms/lazy-validation";

/** The registration rules in the browser; the phone check joins once a phone field is used. */
const registrationSchema = registrationSchemaWith(browserPhoneCheck);
const optionalPhoneSchema = registrationSchemaWith(browserPhoneCheck, { phoneRequired: false });

/**
 * The registration form's browser check (`domain/webinars/registration.ts`), loaded by the view on
 * first use (`components/forms/lazy-validation.ts`): {@link check} when its phone field
 * requires a number, {@link checkOptionalPhone} when it does not.
 */
export const check: FormCheck = (formData) => submissionErrors(parseWithZod(formData, { schema: registrationSchema }));
export const checkOptionalPhone: FormCheck = (formData) => submissionErrors(parseWithZod(formData, { schema: optionalPhoneSchema }));
