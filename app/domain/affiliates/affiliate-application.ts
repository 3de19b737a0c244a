import { z } from "zod";
import { HEAR_ABOUT_US, PROMOTIONAL_METHODS, WEBSITE_CATEGORIES } from "./affiliate-options";
import { PHONE_MAX_LENGTH, refinePhoneFields, type PhoneCheck } from "../forms/phone-fields";

/**
 * The affiliate application (docs/product/affiliates.md): these are its validation rules, used on the server and — through
 * conform — in the browser. Messages are translation keys (`form.*`); a required field left
 * empty says what it needs (`form.missing.*`: "Enter your email address.").
 *
 * - Required: firstName, lastName, email, telephone (valid for telephoneCountry), country,
 *   website1, websiteCategory, mainPromotionalMethod, hearAboutUs.
 * - Each `…Other` field is required exactly when its select is `other` (and dropped otherwise).
 * - Websites are absolute http(s) URLs; emails are valid addresses (≤ 254 characters).
 * - listSize, emailListSize and socialMediaSize are optional whole numbers 0 … 1,000,000,000,
 *   typed as digits (spaces, commas and dots used as thousands separators are ignored).
 * - socialSecurity is optional: 4–20 characters of digits, spaces and dashes. It is masked
 *   while typed and never sent back to the browser, logged or reported.
 * - Every text is trimmed and bounded (names 80, lines 120, long texts 2,000 characters).
 * - `nickname` is a honeypot: humans never see it, so it must stay empty.
 */
export { HEAR_ABOUT_US, HONEYPOT_FIELD, PROMOTIONAL_METHODS, WEBSITE_CATEGORIES } from "./affiliate-options";

/** A required text; `missing` is its own message when left empty (`form.missing.*`). */
const text = (max: number, missing: string) => z.string({ required_error: missing }).trim().min(1, missing).max(max, "form.tooLong");
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "form.tooLong")
    .optional()
    .transform((v) => v || undefined);
const email = z.string({ required_error: "form.missing.email" }).trim().min(1, "form.missing.email").max(254, "form.tooLong").email("form.email");
const url = z
  .string({ required_error: "form.missing.website" })
  .trim()
  .min(1, "form.missing.website")
  .max(2048, "form.tooLong")
  .refine((value) => {
    try {
      const parsed = new URL(value);
      return (parsed.protocol === "http:" || parsed.protocol === "https:") && parsed.hostname.includes(".");
    } catch {
      return false;
    }
  }, "form.url");
const count = z
  .string()
  .trim()
  .max(20, "form.tooLong")
  .optional()
  .transform((v) => (v ? v.replace(/[\s,.\u00a0\u202f']/g, "") : ""))
  .refine((v) => v === "" || /^\d{1,10}$/.test(v), "form.wholeNumber")
  .transform((v) => (v === "" ? undefined : Number(v)))
  .refine((v) => v === undefined || v <= 1_000_000_000, "form.wholeNumber");
const choice = <T extends readonly [string, ...string[]]>(values: T, missing: string) => z.enum(values, { errorMap: () => ({ message: missing }) });

const fieldsSchema = z.object({
  firstName: text(80, "form.missing.firstName"),
  lastName: text(80, "form.missing.lastName"),
  telephoneCountry: z.string({ required_error: "form.phoneCountry" }).trim().toUpperCase().length(2, "form.phoneCountry"),
  telephone: text(PHONE_MAX_LENGTH, "form.missing.phone"),
  email,
  company: optionalText(120),
  addressLine1: optionalText(120),
  addressLine2: optionalText(120),
  city: optionalText(80),
  stateLocation: optionalText(80),
  zipCode: optionalText(20),
  country: z
    .string({ required_error: "form.country" })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, "form.country"),
  socialSecurity: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || /^[\d -]{4,20}$/.test(v), "form.ssn"),
  billingEmailAddress: z
    .string()
    .trim()
    .max(254, "form.tooLong")
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || z.string().email().safeParse(v).success, "form.email"),
  hearAboutUs: choice(HEAR_ABOUT_US, "form.missing.hearAboutUs"),
  hearAboutUsOther: optionalText(200),
  website1: url,
  website2: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .pipe(url.optional()),
  websiteDescription: optionalText(2000),
  listSize: count,
  emailListSize: count,
  socialMediaSize: count,
  websiteCategory: choice(WEBSITE_CATEGORIES, "form.missing.websiteCategory"),
  websiteCategoryOther: optionalText(200),
  mainPromotionalMethod: choice(PROMOTIONAL_METHODS, "form.missing.mainPromotionalMethod"),
  mainPromotionalMethodOther: optionalText(200),
  comments: optionalText(2000),
});

/** Every field name of the application (docs/product/affiliates.md), plus `telephoneCountry`. */
export const AFFILIATE_FIELD_NAMES: readonly string[] = Object.keys(fieldsSchema.shape);

/** The `…Other` text field of each select whose option `other` asks for it. */
const OTHER_FIELDS = [
  ["hearAboutUs", "hearAboutUsOther"],
  ["websiteCategory", "websiteCategoryOther"],
  ["mainPromotionalMethod", "mainPromotionalMethodOther"],
] as const;

const filled = (value: unknown) => typeof value === "string" && value.trim() !== "";

/**
 * The per-field rules of {@link fieldsSchema}, for conform's constraints (`required`,
 * `maxLength` … on the inputs). Parse with {@link affiliateApplicationSchemaWith}.
 */
export const affiliateFieldsSchema = fieldsSchema;

/**
 * The whole application: the per-field rules, the conditional `…Other` fields and the
 * phone number for its country, all checked in one pass so an applicant sees every
 * problem at once (a plain zod refinement would wait until every field is valid).
 * Parses a record of form values; anything else is read as an empty record.
 * `checkPhone`: `parsePhone` (`phone.ts`) on the server, the lazily loaded check in the browser.
 */
export const affiliateApplicationSchemaWith = (checkPhone: PhoneCheck) =>
  z.unknown().transform((raw, ctx) => {
    const record: Record<string, unknown> = raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
    const parsed = fieldsSchema.safeParse(record);
    if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    for (const [select, other] of OTHER_FIELDS) {
      if (record[select] === "other" && !filled(record[other])) ctx.addIssue({ code: "custom", path: [other], message: "form.otherRequired" });
    }
    const reported = new Set(parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[0])));
    if (!reported.has("telephone") && !reported.has("telephoneCountry")) refinePhoneFields(checkPhone, "telephone", "telephoneCountry")(record, ctx);
    if (!parsed.success) return z.NEVER;
    const value = parsed.data;
    return {
      ...value,
      hearAboutUsOther: value.hearAboutUs === "other" ? value.hearAboutUsOther : undefined,
      websiteCategoryOther: value.websiteCategory === "other" ? value.websiteCategoryOther : undefined,
      mainPromotionalMethodOther: value.mainPromotionalMethod === "other" ? value.mainPromotionalMethodOther : undefined,
    };
  });

export type AffiliateApplication = z.infer<ReturnType<typeof affiliateApplicationSchemaWith>>;

/** Fields whose values are never sent back to the browser (conform `hideFields`) or logged. */
export const SECRET_FIELDS = ["socialSecurity"] as const;
