import { useSearchParams } from "@remix-run/react";
import type { CommerceItem } from "~/analytics/commerce";
import { useTranslation } from "~/i18n/react";
import { buttonClasses } from "~/components/ButtonLink";
import { usePageContext } from "~/components/page-context";
import { periodFromSearch } from "~/domain/sales/billing-period-param";
import { formatCurrency } from "~/domain/sales/currency";
import { useBlockData } from "../../block-kit/block-data";
import { blockProps } from "../../block-kit/block-props";
import type { BlockViewProps } from "../../block-kit/types";
import { cardPrices, shownInEveryPeriod } from "./data";
import type loader from "./loader.server";
import type { schema } from "./schema";

const PEOPLE = { individual: 1, duo: 2, family: 5 } as const;

/**
 * `plan_card` (docs/product/sales-and-orders.md#the-sales-page): one plan of a membership tier — just me,
 * Duo (2 people) or Family (5 people) — for the billing period in the URL (`?period=`):
 * its price per person, the per-month and per-day equivalents of annual plans (docs/product/sales-and-orders.md),
 * the features, and a checkout button that shows only when checkout answers for its link
 * (validated, then `GET {secure checkout link}`; otherwise "checkout opens soon", and in
 * preview the failure's message, e.g. 'Invalid checkout link format'). When the
 * tier cannot be fetched the card is not shown (docs/product/failures-and-limits.md). The card declares its plan for
 * `view_item` and its checkout link for `add_to_cart` in its markup (`analytics/commerce.ts`),
 * so it has no code of its own in the browser and a first visit gets it as static HTML.
 */
export default function PlanCard({ blok }: BlockViewProps<typeof schema>) {
  const { t } = useTranslation();
  const { lang, preview } = usePageContext();
  const data = useBlockData<typeof loader>(blok);
  const [search] = useSearchParams();
  if (!data) return null;
  const period = periodFromSearch(search);
  const prices = cardPrices(blok.plan, data, period);
  if (!prices) return null;
  const money = (amount: number, decimals?: number) => formatCurrency(amount, { currency: blok.currency, lang, decimals });
  const checkout = data.links[period];
  // The button shows only when checkout answers for its link; editors see why not.
  const link = checkout?.ok ? checkout.href : null;
  const features = (blok.features ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const title = blok.title ?? `${data.tier.product_name} · ${t(`membership.plans.${blok.plan}`)}`;
  const annual = period === "Annually";
  const item = JSON.stringify({
    item_id: data.tier.product_id,
    item_name: data.tier.product_name,
    item_variant: `${blok.plan}-${period.toLowerCase()}`,
    price: prices.price,
    currency: blok.currency,
  } satisfies CommerceItem);
  return (
    <article
      {...blockProps(blok)}
      data-view-item={item}
      data-plan={`${data.tier.product_id}:${blok.plan}:${period}`}
      className={`relative flex h-full flex-col rounded-3xl bg-white p-6 text-ink-900 shadow-sm sm:p-8 ${blok.highlight ? "ring-2 ring-brand-600" : "ring-1 ring-ink-100"}`}
    >
      {blok.badge && (
        <p className="absolute -top-3 start-6 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-white">{blok.badge}</p>
      )}
      <h3 className="text-xl font-bold tracking-tight">{title}</h3>
      <p className="mt-1 text-sm text-ink-600">{t("membership.people", { count: PEOPLE[blok.plan] })}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight">{money(prices.perPersonPerMonth)}</span>
        <span className="text-ink-600">{t("membership.perMonth")}</span>
      </p>
      <p className="mt-1 text-sm text-ink-700">{blok.plan === "individual" ? null : t("membership.perPerson")}</p>
      <ul className="mt-4 space-y-1 text-sm text-ink-700">
        <li>{annual ? t("membership.billedAnnually", { price: money(prices.price) }) : t("membership.billedMonthly", { price: money(prices.price) })}</li>
        {prices.perPersonPerDay !== null && <li>{t("membership.perDay", { price: money(prices.perPersonPerDay, 2) })}</li>}
      </ul>
      {features.length > 0 && (
        <ul className="mt-6 space-y-2 border-t border-ink-100 pt-6">
          {features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <span aria-hidden="true" className="text-brand-600">
                ✓
              </span>
              {feature}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto pt-8">
        {link ? (
          <a href={link} data-add-to-cart={item} className={`${buttonClasses(blok.highlight ? "primary" : "secondary")} w-full`}>
            {blok.cta_label ?? t("membership.checkout")}
          </a>
        ) : (
          <>
            <p className="text-sm text-ink-600">{t("membership.checkoutUnavailable")}</p>
            {preview && checkout && !checkout.ok && (
              <p className="mt-1 text-xs text-red-800" data-checkout-error="">
                {checkout.error}
              </p>
            )}
          </>
        )}
      </div>
    </article>
  );
}

/** Static once the card shows in both periods: its HTML is then the server's whatever the period (docs/decisions/0019). */
export const staticTag = (blok: BlockViewProps<typeof schema>["blok"], blockData: Readonly<Record<string, unknown>>) =>
  shownInEveryPeriod(blok.plan, blockData[blok._uid]) ? "article" : null;

/** Interface-string groups this view and the components it renders translate from. */
export const strings = ["membership"];
