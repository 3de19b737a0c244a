import { parseWithZod } from "@conform-to/zod";
import { browserPhoneCheck } from "~/components/forms/phone-check";
import { affiliateApplicationSchemaWith } from "~/domain/affiliates/affiliate-application";
import { submissionErrors, type FormCheck } from "~/components/forms/lazy-validation";

/** The application rules in the browser; the phone check joins once a phone field is used. */
const affiliateApplicationSchema = affiliateApplicationSchemaWith(browserPhoneCheck);

/**
 * The affiliate form's browser check (rules in docs/product/affiliates.md, `domain/affiliates/affiliate-application.ts`),
 * loaded by the view on first use (`components/forms/lazy-validation.ts`).
 */
export const check: FormCheck = (formData) => submissionErrors(parseWithZod(formData, { schema: affiliateApplicationSchema }));
