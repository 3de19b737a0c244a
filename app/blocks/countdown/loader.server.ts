import { resolvedLinkOf } from "../../block-kit/link-field.server";
import { safeRedirectTarget } from "~/domain/routing/redirect-target";
import { redirectHosts } from "~/env.server";
import { slotFromQuery } from "~/domain/webinars/zoned-time";
import { logger } from "~/services/logger.server";
import { defineBlockLoader } from "../../block-kit/define.server";
import { countdownText, type CountdownText } from "./format";
import { schema } from "./schema";

export interface CountdownData {
  /** ISO instant the countdown ends, or null when it ends `durationMs` after each visitor's page load. */
  target: string | null;
  /** Length of a countdown from the page load (ms), used when `target` is null. */
  durationMs: number;
  /** The zone of the end time in the first render (the site's on a shared page; the browser shows its own). */
  timeZone: string;
  /** Validated redirect target, or null to just stop at zero. */
  redirect: { href: string; external: boolean } | null;
  /**
   * What the first render shows: the time left when the page was rendered and the end in
   * `timeZone`, page language. A shared page may be older than its visit: the browser counts
   * from its own clock and the target (or its load), so this is only what shows before that.
   */
  text: CountdownText;
}

/**
 * Server part of `countdown`: picks the target (query instant, `until`, or `seconds` after
 * the page loads, counted by the browser) and validates the redirect (same-site paths or
 * http(s) URLs; anything else is logged and dropped). Not personal: the browser computes the
 * time left from the schedule, so a page holding a countdown may be shared.
 */
export default defineBlockLoader(schema, async (blok, context): Promise<CountdownData> => {
  const now = Date.now();
  const fromQuery = blok.until_param ? slotFromQuery(new URL(context.request.url).searchParams.get(blok.until_param), now) : null;
  const target = fromQuery ?? blok.until ?? null;
  const durationMs = blok.seconds * 1000;
  const link = resolvedLinkOf(blok.redirect, context.lang);
  const redirect = link ? safeRedirectTarget(link.href, context.lang, { externalHosts: redirectHosts() }) : null;
  if (link && !redirect) logger.warn("countdown-redirect-refused", { uid: blok._uid, href: link.href });
  const text = countdownText(target ? Date.parse(target) - now : durationMs, target, context.timeZone, context.lang);
  return { target, durationMs, timeZone: context.timeZone, redirect, text };
});
