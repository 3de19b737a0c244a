import { Link, useSearchParams } from "@remix-run/react";
import { useContext, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { defineBlock } from "../types";
import { bloks, optionalText } from "../schema";
import { BlokList, blockProps } from "../BlokView";
import { BlockDataContext } from "../context";
import type { PlanCardData } from "../plan_card";
import { trackViewItems } from "../plan_card/track";
import { periodFromSearch, searchWithPeriod } from "~/domain/billing-period-param";
import { BILLING_PERIODS, tierPlans } from "~/domain/pricing";

/**
 * `membership_cards` (issue "Membership sales" point 3): the membership tiers side by side —
 * its `cards` are `plan_card` bloks — under an Annually/Monthly switch. The switch is a pair
 * of links (`?period=annually|monthly`), so it works without JavaScript and keeps the
 * scroll position with it. When no card has its tier (the tier fetch failed), the whole
 * block is not shown (SPEC §8). Sends `view_item` for the plans shown.
 */
export const membershipCardsSchema = z
  .object({
    title: optionalText,
    intro: optionalText,
    note: optionalText,
    cards: bloks,
  })
  .passthrough();

export const membership_cards = defineBlock(membershipCardsSchema, function MembershipCards({ blok }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const period = periodFromSearch(search);
  const blockData = useContext(BlockDataContext);
  const shown = blok.cards
    .map((card) => ({ card, data: blockData[card._uid] as PlanCardData | null | undefined }))
    .filter((entry): entry is { card: (typeof blok.cards)[number]; data: PlanCardData } => Boolean(entry.data));

  const viewed = shown
    .map(({ card, data }) => {
      const plan = (card as { plan?: "individual" | "duo" | "family" }).plan ?? "individual";
      const prices = tierPlans(data.tier, period)[plan];
      return prices ? { tier: data.tier, plan, period, price: prices.price, currency: (card as { currency?: string }).currency || "USD" } : null;
    })
    .filter((item) => item !== null);
  const viewedKey = viewed.map((item) => `${item.tier.product_id}:${item.plan}`).join(",") + period;
  useEffect(() => {
    trackViewItems(viewed);
    // Once per set of plans shown (and per period switch).
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
});
