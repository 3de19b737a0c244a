import { useNavigate } from "@remix-run/react";
import { numberFormat } from "~/domain/intl";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { AppLink } from "~/components/AppLink";
import { buttonClasses } from "~/components/ButtonLink";
import { usePageContext } from "~/components/page-context";
import { useDisplayTimeZone } from "~/components/useDisplayTimeZone";
import { formatNumber, numberLocale } from "~/domain/format";
import { formatZoned, splitDuration } from "~/domain/zoned-time";
import type { Language } from "~/i18n/languages";
import { useBlockData } from "../block-data";
import { blockProps } from "../block-props";
import type { BlockViewProps } from "../types";
import type loader from "./loader.server";
import type { schema } from "./schema";

const UNITS = ["day", "hour", "minute", "second"] as const;

function segments(ms: number, lang: Language) {
  const split = splitDuration(ms);
  const values = [split.days, split.hours, split.minutes, split.seconds];
  return UNITS.map((unit, index) => {
    const parts = numberFormat(numberLocale(lang), { style: "unit", unit, unitDisplay: "long" }).formatToParts(values[index] ?? 0);
    return {
      unit,
      value: formatNumber(values[index] ?? 0, lang, { minimumIntegerDigits: 2 }),
      label: parts.filter((p) => p.type === "unit").map((p) => p.value).join("") || unit,
    };
  }).filter((segment, index) => index > 0 || split.days > 0);
}

/** Shows dates with month names: the date locale loads with this view (blocks/views.ts). */
export const usesDates = true;

/**
 * `countdown` (issue "Webinars" point 6, SPEC §9): counts down and then goes to its redirect
 * URL. The target is, in order: the instant in the query parameter `until_param` (e.g. the
 * registered slot `?slot=…` on a thank-you page), the `until` date, or `seconds` after the
 * page loads (default 30 s, SPEC §9). Rendered on the server with the remaining time; the
 * digits are a `timer` (not announced every second); one polite announcement when it ends.
 * Without JavaScript a "Go now" link does the redirect.
 */
export default function Countdown({ blok }: BlockViewProps<typeof schema>) {
  const { t } = useTranslation();
  const { lang } = usePageContext();
  const data = useBlockData<typeof loader>(blok);
  const navigate = useNavigate();
  const [zone, zoneRef] = useDisplayTimeZone(data?.timeZone ?? "UTC");
  const [remaining, setRemaining] = useState(() => (data ? Date.parse(data.target) - data.renderedAt : 0));

  useEffect(() => {
    if (!data) return;
    // Count from this browser's clock, keeping the remaining time the server rendered.
    const end = Date.now() + (Date.parse(data.target) - data.renderedAt);
    const tick = () => setRemaining(Math.max(0, end - Date.now()));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [data]);

  const done = remaining <= 0;
  useEffect(() => {
    if (!done || !data?.redirect) return;
    if (data.redirect.external) window.location.assign(data.redirect.href);
    else navigate(data.redirect.href);
  }, [done, data, navigate]);

  if (!data) return null;
  const end = formatZoned(data.target, zone, lang);
  return (
    <div {...blockProps(blok)} ref={zoneRef} className="mx-auto flex max-w-2xl flex-col items-center gap-5 text-center" data-countdown={data.target}>
      {blok.title && <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{blok.title}</h2>}
      <div role="timer" aria-label={t("countdown.label")} className="flex w-full max-w-md justify-center gap-2 sm:gap-3">
        {segments(remaining, lang).map((segment) => (
          <div key={segment.unit} className="min-w-0 flex-1 rounded-2xl bg-brand-50 px-1 py-3 sm:px-4">
            <span className="block text-3xl font-bold tabular-nums text-brand-800 sm:text-5xl">{segment.value}</span>
            <span className="block truncate text-xs font-medium text-ink-700 sm:text-sm">{segment.label}</span>
          </div>
        ))}
      </div>
      <p className="text-ink-700">{t("countdown.endsAt", { date: end.date, time: end.time, zone: end.zone })}</p>
      <p role="status" className="min-h-6 font-medium text-brand-700">
        {done && data.redirect ? t("countdown.redirecting") : done ? t("countdown.done") : ""}
      </p>
      {data.redirect && (
        <AppLink href={data.redirect.href} external={data.redirect.external} className={buttonClasses("primary")}>
          {blok.link_label ?? t("countdown.goNow")}
        </AppLink>
      )}
    </div>
  );
}
