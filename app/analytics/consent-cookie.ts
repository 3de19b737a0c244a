import { z } from "zod";
import { ALL_DENIED, ALL_GRANTED, type Consent } from "./consent-choice";

/** The cookie's JSON: one boolean per purpose. */
const choiceSchema = z.object({ analytics: z.boolean(), ads: z.boolean() });

/** Values of the single accept/reject choice, before analytics and ads were asked apart. */
const legacySchema = z.enum(["accepted", "rejected"]).transform((value): Consent => (value === "accepted" ? ALL_GRANTED : ALL_DENIED));

const cookieSchema = z.union([
  legacySchema,
  z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: "not JSON" });
        return z.NEVER;
      }
    })
    .pipe(choiceSchema),
]);

/** The consent cookie's value (as js-cookie decodes it) as a `Consent`; null when it is neither shape. */
export function parseConsentCookie(raw: string): Consent | null {
  const parsed = cookieSchema.safeParse(raw);
  return parsed.success ? { analytics: parsed.data.analytics, ads: parsed.data.ads } : null;
}
