import type { BlockServerDefinition } from "../server";
import { resolveLink } from "~/domain/links";
import { safeRedirectTarget } from "~/domain/redirect-target";
import { slotFromQuery } from "~/domain/zoned-time";
import { logger } from "~/services/logger.server";
import { countdownSchema, type CountdownData } from "./index";


/**
 * Server part of `countdown`: picks the target (query instant, `until`, or now + seconds),
 * validates the redirect (same-site paths or http(s) URLs; anything else is logged and
 * dropped), and stamps the server clock. Personal: the remaining time and the visitor's zone
 * must not be served from a shared cache.
 */
export const countdownServer: BlockServerDefinition = {
  personal: true,
  async loader(raw, context): Promise<CountdownData> {
    const blok = countdownSchema.parse(raw);
    const now = Date.now();
    const fromQuery = blok.until_param ? slotFromQuery(new URL(context.request.url).searchParams.get(blok.until_param), now) : null;
    const target = fromQuery ?? blok.until ?? new Date(now + blok.seconds * 1000).toISOString();
    const link = resolveLink(blok.redirect, context.lang);
    const redirect = link ? safeRedirectTarget(link.href, context.lang, { allowExternal: true }) : null;
    if (link && !redirect) logger.warn("countdown-redirect-refused", { uid: blok._uid, href: link.href });
    return { target, renderedAt: now, timeZone: context.timeZone, redirect };
  },
};
