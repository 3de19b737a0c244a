import { Link, useSearchParams } from "@remix-run/react";
import { useContext, useEffect } from "react";
import { useTranslation } from "~/i18n/react";
import { periodFromSearch, searchWithPeriod } from "~/domain/billing-period-param";
import { BILLING_PERIODS, tierPlans } from "~/domain/pricing";
import { BlockDataContext } from "../block-data";
import { blockProps } from "../block-props";
import { BlokList } from "../BlokView";
import type { PlanCardData } from "../plan_card/loader.server";
import type { schema as planCardSchema } from "../plan_card/schema";
import { trackViewItemsLazily, warmTracking } from "../plan_card/track-lazily";
import type { BlokBase, BlockViewProps } from "../types";
import type { schema } from "./schema";

/** A `plan_card` among the cards; the content is validated, so its fields are as its schema parsed them. */
function isPlanCard(card: BlokBase): card is BlockViewProps<typeof planCardSchema>["blok"] {
  return card.component === "plan_card";
}

/** The data of a plan_card's loader when it found the tier (null or absent when the fetch failed). */
function isPlanCardData(value: unknown): value is PlanCardData {
  return typeof value === "object" && value !== null && "tier" in value && "links" in value;
}

/**
 * `membership_cards` (issue "Membership sales" point 3): the membership tiers side by side —
 * its `cards` are `plan_card` bloks — under an Annually/Monthly switch. The switch is a pair
 * of links (`?period=annually|monthly`), so it works without JavaScript and keeps the
 * scroll position with it. When no card has its tier (the tier fetch failed), the whole
 * block is not shown (SPEC §8). Sends `view_item` for the plans shown.
 */
export default function MembershipCards({ blok }: BlockViewProps<typeof schema>) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const period = periodFromSearch(search);
  const blockData = useContext(BlockDataContext);
  const shown = blok.cards.filter(isPlanCard).flatMap((card) => {
    const data = blockData[card._uid];
    return isPlanCardData(data) ? [{ card, data }] : [];
  });

  const viewed = shown
    .map(({ card, data }) => {
      const plan = card.plan;
      const prices = tierPlans(data.tier, period)[plan];
      return prices ? { tier: data.tier, plan, period, price: prices.price, currency: card.currency } : null;
    })
    .filter((item) => item !== null);
  const viewedKey = viewed.map((item) => `${item.tier.product_id}:${item.plan}`).join(",") + period;
  useEffect(warmTracking, []);
  useEffect(() => {
    trackViewItemsLazily(viewed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per set of plans shown and per period switch: `viewedKey` names them, `viewed` is a new array each render
  }, [viewedKey]);

  if (shown.length === 0) return null;
  return (
    <div {...blockProps(blok)} className="flex flex-col items-center gap-8">
      {(blok.title || blok.intro) && (
        <header className="max-w-3xl text-center">
          {blok.title && <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">{blok.title}</h2>}
          {blok.intro && <p className="mt-3 text-lg text-ink-700">{blok.intro}</p>}
        </header>
      )}
      <nav aria-label={t("membership.periodLabel")} className="inline-flex rounded-full bg-ink-100 p-1">
        {BILLING_PERIODS.map((option) => (
          <Link
            key={option}
            to={searchWithPeriod(search, option)}
            replace
            preventScrollReset
            aria-current={option === period ? "page" : undefined}
            className={`rounded-full px-5 py-2 text-sm font-semibold transition focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600 ${option === period ? "bg-white text-ink-900 shadow-sm" : "text-ink-700 hover:text-ink-900"}`}
          >
            {t(`membership.periods.${option}`)}
            {option === "Annually" && <span className="ms-2 text-xs font-medium text-emerald-800">{t("membership.save")}</span>}
          </Link>
        ))}
      </nav>
      <div className={`grid w-full gap-6 pt-3 md:grid-cols-2 ${shown.length >= 3 ? "lg:grid-cols-3" : "max-w-4xl"}`}>
        <BlokList bloks={blok.cards} />
      </div>
      {blok.note && <p className="max-w-2xl text-center text-sm text-ink-600">{blok.note}</p>}
    </div>
  );
}
