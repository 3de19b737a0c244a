import { z } from "zod";
import { bloks, optionalText } from "../../block-kit/schema";
import { PERIOD_PARAM } from "~/domain/sales/billing-period-param";

/** `membership_cards` fields: heading copy and the `plan_card` bloks shown side by side. */
export const schema = z
  .object({
    title: optionalText,
    intro: optionalText,
    note: optionalText,
    cards: bloks,
  })
  .passthrough();

/** Query parameters this block reads: only declared parameters vary a stored page (domain/routing/page-query.ts). */
export const queryParams: readonly string[] = [PERIOD_PARAM];
