import { useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { AppLink } from "~/components/AppLink";
import { buttonClasses } from "~/components/ButtonLink";
import { usePageContext } from "~/components/page-context";
import { useBrowserTimeZone } from "~/components/useDisplayTimeZone";
import { useBlockData } from "../../block-kit/block-data";
import { blockProps } from "../../block-kit/block-props";
import type { BlockViewProps } from "../../block-kit/types";
import { countdownText } from "./format";
import type loader from "./loader.server";
import type { schema } from "./schema";

/** Longest single wait while off screen, ms (timers overflow past 2^31 − 1 ms, ~24.8 days). */
const LONGEST_WAIT_MS = 24 * 60 * 60 * 1000;

/** Shows dates with month names: the date locale loads with this view (block-kit/views.ts). */
export const usesDates = true;

/**
 * `countdown` (docs/product/webinars.md): counts down and then goes to its redirect
 * URL. The target is, in order: the instant in the query parameter `until_param` (e.g. the
 * registered slot `?slot=…` on a thank-you page), the `until` date, or `seconds` after the
 * page loads (default 30 s, docs/product/webinars.md). Rendered on the server with the remaining time; the
 * digits are a `timer` (not announced every second); one polite announcement when it ends.
 * Without JavaScript a "Go now" link does the redirect.
 *
 * The first render shows the loader's text (`data.text`, in the server's zone, as long as the
 * page is old). The browser then keeps time by its own clock: to the target, or `seconds` from
 * its own page load, so a shared page counts right for every visitor. The digits tick, in the
 * browser's zone, once the block nears the viewport (when `useBrowserTimeZone` looks the zone
 * up): a countdown far down a page costs no `Intl` work while the page hydrates. Off
 * screen it still keeps time, and ends and redirects on schedule.
 */
export default function Countdown({ blok }: BlockViewProps<typeof schema>) {
  const { t } = useTranslation();
  const { lang } = usePageContext();
  const data = useBlockData<typeof loader>(blok);
  const navigate = useNavigate();
  const [browserZone, zoneRef] = useBrowserTimeZone();
  const live = browserZone !== undefined;
  // This browser's clock at the end: the target, or `durationMs` after this page load (null until hydrated).
  const [end, setEnd] = useState<number | null>(null);
  // Time left by this browser's clock; null shows the text as rendered.
  const [remaining, setRemaining] = useState<number | null>(null);

  useEffect(() => {
    if (data) setEnd((known) => known ?? (data.target ? Date.parse(data.target) : Date.now() + data.durationMs));
  }, [data]);

  useEffect(() => {
    if (!data || end === null) return;
    let timer: number | undefined;
    if (live) {
      const tick = () => setRemaining(Math.max(0, end - Date.now()));
      tick();
      timer = window.setInterval(tick, 1000);
      return () => window.clearInterval(timer);
    }
    // Off screen: keep the text as rendered, wake only to end.
    const wait = () => {
      const left = end - Date.now();
      if (left <= 0) setRemaining(0);
      else timer = window.setTimeout(wait, Math.min(left, LONGEST_WAIT_MS));
    };
    wait();
    return () => window.clearTimeout(timer);
  }, [data, live, end]);

  const done = remaining !== null && remaining <= 0;
  useEffect(() => {
    if (!done || !data?.redirect) return;
    if (data.redirect.external) window.location.assign(data.redirect.href);
    else navigate(data.redirect.href);
  }, [done, data, navigate]);

  if (!data) return null;
  const target = data.target ?? (end === null ? null : new Date(end).toISOString());
  const text = remaining === null ? data.text : countdownText(remaining, target, browserZone ?? data.timeZone, lang);
  return (
    <div {...blockProps(blok)} ref={zoneRef} className="mx-auto flex max-w-2xl flex-col items-center gap-5 text-center" data-countdown={target ?? undefined}>
      {blok.title && <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{blok.title}</h2>}
      <div role="timer" aria-label={t("countdown.label")} className="flex w-full max-w-md justify-center gap-2 sm:gap-3">
        {text.segments.map((segment) => (
          <div key={segment.unit} className="min-w-0 flex-1 rounded-2xl bg-brand-50 px-1 py-3 sm:px-4">
            <span className="block text-3xl font-bold tabular-nums text-brand-800 sm:text-5xl">{segment.value}</span>
            <span className="block truncate text-xs font-medium text-ink-700 sm:text-sm">{segment.label}</span>
          </div>
        ))}
      </div>
      <p className="min-h-6 text-ink-700">{text.end && t("countdown.endsAt", { date: text.end.date, time: text.end.time, zone: text.end.zone })}</p>
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

/** Interface-string groups this view and the components it renders translate from. */
export const strings = ["countdown"];
