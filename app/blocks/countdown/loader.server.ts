import { resolvedLinkOf } from "../link-field.server";
import { safeRedirectTarget } from "~/domain/redirect-target";
import { redirectHosts } from "~/env.server";
import { slotFromQuery } from "~/domain/zoned-time";
import { logger } from "~/services/logger.server";
import { defineBlockLoader } from "../define.server";
import { countdownText, type CountdownText } from "./format";
import { schema } from "./schema";

export interface CountdownData {
  /** ISO instant the countdown ends. */
  target: string;
  /** Server clock when rendered, ms since epoch: the first render counts from it. */
  renderedAt: number;
  /** The visitor's zone (client hint) for the end time. */
  timeZone: string;
  /** Validated redirect target, or null to just stop at zero. */
  redirect: { href: string; external: boolean } | null;
  /** What the first render shows: the remaining time and the end in `timeZone`, page language. */
  text: CountdownText;
}

/**
 * Server part of `countdown`: picks the target (query instant, `until`, or now + seconds),
 * validates the redirect (same-site paths or http(s) URLs; anything else is logged and
 * dropped), and stamps the server clock. Personal: the remaining time and the visitor's zone
 * must not be served from a shared cache.
 */
export default defineBlockLoader(
  schema,
  async (blok, context): Promise<CountdownData> => {
    const now = Date.now();
    const fromQuery = blok.until_param ? slotFromQuery(new URL(context.request.url).searchParams.get(blok.until_param), now) : null;
    const target = fromQuery ?? blok.until ?? new Date(now + blok.seconds * 1000).toISOString();
    const link = resolvedLinkOf(blok.redirect, context.lang);
    const redirect = link ? safeRedirectTarget(link.href, context.lang, { externalHosts: redirectHosts() }) : null;
    if (link && !redirect) logger.warn("countdown-redirect-refused", { uid: blok._uid, href: link.href });
    const text = countdownText(Date.parse(target) - now, target, context.timeZone, context.lang);
    return { target, renderedAt: now, timeZone: context.timeZone, redirect, text };
  },
  { personal: true },
);
