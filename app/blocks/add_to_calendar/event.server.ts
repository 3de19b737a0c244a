import type { Language } from "~/i18n/languages";
import type { CalendarEvent } from "~/domain/calendar";
import { resolveLink } from "~/domain/links";
import { safeExternalUrl } from "~/domain/redirect-target";
import { slotFromQuery } from "~/domain/zoned-time";
import { addToCalendarSchema } from "./index";


/**
 * The calendar event an `add_to_calendar` blok describes, with the slot from `url`'s
 * `start_param` when given and valid, else the blok's `start`; null when neither is set.
 * The join link becomes an absolute URL on `origin`. @throws ZodError for an invalid blok.
 */
export function eventOfBlok(raw: unknown, url: URL, lang: Language): CalendarEvent | null {
  const blok = addToCalendarSchema.parse(raw);
  const start = slotFromQuery(blok.start_param ? url.searchParams.get(blok.start_param) : null) ?? blok.start;
  if (!start) return null;
  const link = resolveLink(blok.join_link, lang);
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
