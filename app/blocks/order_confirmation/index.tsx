import { useTranslation } from "~/i18n/react";
import { usePageContext } from "~/components/page-context";
import { formatCurrency } from "~/domain/sales/currency";
import { useBlockData } from "../../block-kit/block-data";
import { blockProps } from "../../block-kit/block-props";
import type { BlockViewProps } from "../../block-kit/types";
import type loader from "./loader.server";
import type { schema } from "./schema";

/**
 * `order_confirmation` (docs/product/sales-and-orders.md#order-confirmation): the order of `?PSubscriptionID=`,
 * loaded on the server — the buyer's first name, the items, plan, price, tax, total and
 * subscription number; never their address, phone or email. When the order cannot be loaded
 * the page still answers 200 with a friendly message and the support contact.
 */
export default function OrderConfirmation({ blok }: BlockViewProps<typeof schema>) {
  const { t } = useTranslation();
  const { lang } = usePageContext();
  const data = useBlockData<typeof loader>(blok);
  const support = (
    <a href={`mailto:${blok.support_email}`} className="font-semibold text-brand-700 underline">
      {blok.support_email}
    </a>
  );
  if (!data || data.state !== "ok") {
    return (
      <div
        {...blockProps(blok)}
        role="status"
        className="mx-auto max-w-2xl rounded-3xl bg-amber-50 p-8 text-center ring-1 ring-amber-200"
        data-order-state={data?.state ?? "failed"}
      >
        <h1 className="text-2xl font-bold tracking-tight text-amber-950">{t(data?.state === "missing" ? "order.missingTitle" : "order.failedTitle")}</h1>
        <p className="mt-3 text-lg text-amber-950">
          {t(data?.state === "missing" ? "order.missingText" : "order.failedText")} {support}
        </p>
      </div>
    );
  }
  const { order } = data;
  // Amounts in whole currency units; the subtotal is rounded to cents (550.15 - 51.15 has binary noise).
  const money = (amount: number) => formatCurrency(Math.round(amount * 100) / 100, { currency: order.currency, lang });
  const total = money(order.price);
  return (
    <div {...blockProps(blok)} className="mx-auto max-w-2xl" data-order-state="ok">
      <header className="text-center">
        <p aria-hidden="true" className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-emerald-100 text-3xl text-emerald-700">
          ✓
        </p>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          {blok.title ?? (order.firstName ? t("order.thanksName", { name: order.firstName }) : t("order.thanks"))}
        </h1>
        <p className="mt-3 text-lg text-ink-700">{blok.intro ?? t("order.intro")}</p>
      </header>
      <section aria-labelledby={`order-${blok._uid}`} className="mt-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100 sm:p-8">
        <h2 id={`order-${blok._uid}`} className="text-lg font-bold">
          {t("order.summary")}
        </h2>
        <ul className="mt-4 divide-y divide-ink-100">
          {order.items.map((item) => (
            <li key={`${item.subscriptionId}-${item.productName}`} className="flex items-baseline justify-between gap-4 py-3">
              <span>
                <span className="block font-semibold">{item.productName}</span>
                <span className="text-sm text-ink-600">{item.subscriptionName}</span>
              </span>
              {item.price !== null && <span className="font-medium tabular-nums">{money(item.price)}</span>}
            </li>
          ))}
        </ul>
        <dl className="mt-4 space-y-2 border-t border-ink-100 pt-4">
          <div className="flex justify-between text-ink-700">
            <dt>{t("order.subtotal")}</dt>
            <dd className="tabular-nums">{money(order.price - order.taxPrice)}</dd>
          </div>
          <div className="flex justify-between text-ink-700">
            <dt>{t("order.tax")}</dt>
            <dd className="tabular-nums">{money(order.taxPrice)}</dd>
          </div>
          <div className="flex justify-between text-lg font-bold">
            <dt>{t("order.total")}</dt>
            <dd className="tabular-nums">
              {total} {!total.includes(order.currency) && <span className="text-sm font-medium text-ink-600">{order.currency}</span>}
            </dd>
          </div>
          {order.subscriptions.map((subscription) => (
            <div key={subscription.id} className="flex justify-between text-sm text-ink-700">
              <dt>{t("order.subscriptionNumber")}</dt>
              <dd className="font-mono">{subscription.subscriptionNumber}</dd>
            </div>
          ))}
        </dl>
      </section>
      <p className="mt-6 text-center text-ink-700">
        {t("order.questions")} {support}
      </p>
    </div>
  );
}

/** What was ordered, or why it cannot be shown: text and links only (docs/decisions/0019). */
export const staticTag = "div";

/** Interface-string groups this view and the components it renders translate from. */
export const strings = ["order"];
