import { Link } from "@remix-run/react";
import { useContext } from "react";
import { useTranslation } from "~/i18n/react";
import { usePageSearch, useTextDirection } from "~/components/page-context";
import { periodFromSearch, searchWithPeriod } from "~/domain/sales/billing-period-param";
import { BILLING_PERIODS } from "~/domain/sales/pricing";
import { BlockDataContext } from "../../block-kit/block-data";
import { blockProps } from "../../block-kit/block-props";
import { BlokList } from "../../block-kit/BlokView";
import { cardPrices, planCardData, shownInEveryPeriod } from "../plan_card/data";
import type { schema as planCardSchema } from "../plan_card/schema";
import type { BlokBase, BlockViewProps } from "../../block-kit/types";
import type { schema } from "./schema";

type PlanCardBlok = BlockViewProps<typeof planCardSchema>["blok"];

/** A `plan_card` among the cards; the content is validated, so its fields are as its schema parsed them. */
function isPlanCard(card: BlokBase): card is PlanCardBlok {
  return card.component === "plan_card";
}

/**
 * `membership_cards` (docs/product/sales-and-orders.md#the-sales-page): the membership tiers side by side —
 * its `cards` are `plan_card` bloks — under an Annually/Monthly switch. The switch is a pair
 * of links (`?period=annually|monthly`), so it works without JavaScript; with it, they
 * navigate in place, replacing the history entry and keeping the scroll position (also as
 * static HTML: `data-replace`, `data-prevent-scroll-reset`, see `site-link-click.ts`). When no
 * card has its tier (the tier fetch failed), the whole block is not shown (docs/product/failures-and-limits.md). The cards
 * declare `view_item` themselves (`analytics/commerce.ts`).
 */
export default function MembershipCards({ blok }: BlockViewProps<typeof schema>) {
  const { t } = useTranslation();
  const dir = useTextDirection();
  const search = new URLSearchParams(usePageSearch());
  const period = periodFromSearch(search);
  const blockData = useContext(BlockDataContext);
  const shown = blok.cards.filter((card) => isPlanCard(card) && cardPrices(card.plan, planCardData(blockData[card._uid]), period)).length;

  if (shown === 0) return null;
  return (
    <div {...blockProps(blok)} className="flex flex-col items-center gap-8">
      {(blok.title || blok.intro) && (
        <header className="max-w-3xl text-center">
          {blok.title && (
            <h2 dir={dir(blok.title)} className="text-3xl font-bold tracking-tight sm:text-4xl">
              {blok.title}
            </h2>
          )}
          {blok.intro && (
            <p dir={dir(blok.intro)} className="mt-3 text-lg text-ink-700">
              {blok.intro}
            </p>
          )}
        </header>
      )}
      <nav aria-label={t("membership.periodLabel")} className="inline-flex rounded-full bg-ink-100 p-1">
        {BILLING_PERIODS.map((option) => (
          <Link
            key={option}
            to={searchWithPeriod(search, option)}
            replace
            preventScrollReset
            data-replace=""
            data-prevent-scroll-reset=""
            aria-current={option === period ? "page" : undefined}
            className={`rounded-full px-5 py-2 text-sm font-semibold transition focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600 ${option === period ? "bg-white text-ink-900 shadow-sm" : "text-ink-700 hover:text-ink-900"}`}
          >
            {t(`membership.periods.${option}`)}
            {option === "Annually" && <span className="ms-2 text-xs font-medium text-emerald-800">{t("membership.save")}</span>}
          </Link>
        ))}
      </nav>
      <div className={`grid w-full gap-6 pt-3 md:grid-cols-2 ${shown >= 3 ? "lg:grid-cols-3" : "max-w-4xl"}`}>
        <BlokList bloks={blok.cards} />
      </div>
      {blok.note && (
        <p dir={dir(blok.note)} className="max-w-2xl text-center text-sm text-ink-600">
          {blok.note}
        </p>
      )}
    </div>
  );
}

/** Static when a card shows in either period, so the block renders its `div` whatever the period (docs/decisions/0019). */
export const staticTag = (blok: BlockViewProps<typeof schema>["blok"], blockData: Readonly<Record<string, unknown>>) =>
  blok.cards.some((card) => isPlanCard(card) && shownInEveryPeriod(card.plan, blockData[card._uid])) ? "div" : null;

/** Interface-string groups this view and the components it renders translate from. */
export const strings = ["membership"];
