import { z } from "zod";
import { option, optionalText, text } from "../../block-kit/schema";
import { PERIOD_PARAM } from "~/domain/sales/billing-period-param";

/** `plan_card` fields: the tier (`product_id`), which plan of it, its copy and checkout links. */
export const schema = z
  .object({
    product_id: text,
    plan: option(["individual", "duo", "family"], "individual"),
    title: optionalText,
    badge: optionalText,
    /** One feature per line. */
    features: optionalText,
    highlight: z.boolean().optional().default(false),
    checkout_link_annually: optionalText,
    checkout_link_monthly: optionalText,
    cta_label: optionalText,
    currency: z
      .string()
      .optional()
      .transform((v) => (v ? v.trim().toUpperCase() : "USD"))
      .pipe(z.string().regex(/^[A-Z]{3}$/, "must be an ISO 4217 code such as USD")),
  })
  .passthrough();

/** Query parameters this block reads: only declared parameters vary a stored page (domain/routing/page-query.ts). */
export const queryParams: readonly string[] = [PERIOD_PARAM];
