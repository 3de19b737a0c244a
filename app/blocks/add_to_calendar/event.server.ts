import type { z } from "zod";
import type { Language } from "~/i18n/languages";
import type { CalendarEvent } from "~/domain/webinars/calendar";
import { resolvedLinkOf } from "../../block-kit/link-field.server";
import { safeExternalUrl } from "~/domain/routing/redirect-target";
import { slotFromQuery } from "~/domain/webinars/zoned-time";
import type { Blok } from "../../block-kit/types";
import type { schema } from "./schema";

/** An `add_to_calendar` blok as its schema parsed it (bloks of validated story content). */
export type AddToCalendarBlok = Blok<z.output<typeof schema>>;

/**
 * The calendar event an `add_to_calendar` blok describes, with the slot from `url`'s
 * `start_param` when given and valid, else the blok's `start`; null when neither is set.
 * The join link becomes an absolute URL on `origin`.
 */
export function eventOfBlok(blok: AddToCalendarBlok, url: URL, lang: Language): CalendarEvent | null {
  const start = slotFromQuery(blok.start_param ? url.searchParams.get(blok.start_param) : null) ?? blok.start;
  if (!start) return null;
  const link = resolvedLinkOf(blok.join_link, lang);
  const joinUrl = link ? safeExternalUrl(link.external ? link.href : new URL(link.href, url.origin).href) : null;
  return {
    id: `${blok._uid}-${start}`,
    title: blok.title,
    description: blok.description,
    url: joinUrl ?? undefined,
    start,
    durationMinutes: blok.duration_minutes,
  };
}
