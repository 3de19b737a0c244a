import { formatLongDate } from "~/domain/language/dates";
import { formatNumber, numberLocale } from "~/domain/language/format";
import { dateTimeFormat } from "~/domain/language/intl";
import { calendarDateIn } from "~/domain/webinars/zoned-time";
import type { Language } from "~/i18n/languages";
import type { CommunityEvent } from "~/services/connect-entities";

/** Zod-free helpers of `community_events`: how events read and in which order they show. */

export interface EventWhen {
  /** Weekday and date (`D Month YYYY`, docs/product/routes-and-languages.md) with the start time. */
  start: string;
  /** End time, with its date too when the event ends on another day. */
  end: string;
  /** The time zone's short name in the page language, e.g. "GMT+1", "EDT". */
  zone: string;
}

/** An event as the loader sends it: its times in its own zone (`when`) and its count of attendees (`going`), formatted. */
export interface ListedEvent extends CommunityEvent {
  when: EventWhen;
  /** `acceptedUsersCount` in the page language's digits and grouping ("1,214"). */
  going: string;
}

/**
 * How an event's start and end read in `timeZone` for the page language.
 * @param start ISO 8601 instant. @param end ISO 8601 instant.
 * @param timeZone IANA zone (the event's on the server, the browser's after hydration).
 */
export function formatEventWhen(start: string, end: string, timeZone: string, lang: Language): EventWhen {
  const locale = numberLocale(lang);
  const from = new Date(start);
  const to = new Date(end);
  const time = dateTimeFormat(locale, { timeZone, timeStyle: "short" });
  const weekday = dateTimeFormat(locale, { timeZone, weekday: "long" });
  const day = (instant: Date) => `${weekday.format(instant)}, ${formatLongDate(calendarDateIn(instant, timeZone), lang)}`;
  const sameDay = calendarDateIn(from, timeZone).getTime() === calendarDateIn(to, timeZone).getTime();
  const zone =
    dateTimeFormat(locale, { timeZone, timeZoneName: "short" })
      .formatToParts(from)
      .find((p) => p.type === "timeZoneName")?.value ?? timeZone;
  return {
    start: `${day(from)}, ${time.format(from)}`,
    end: sameDay ? time.format(to) : `${day(to)}, ${time.format(to)}`,
    zone,
  };
}

/**
 * Each event with its text formatted for the page language (the loader's output): times in its
 * own zone, and its count of attendees. The browser formats only what depends on it (its zone):
 * a first `Intl` format costs 15–30 ms of main thread while hydrating.
 */
export function listEvents(events: readonly CommunityEvent[], lang: Language): ListedEvent[] {
  return events.map((event) => ({
    ...event,
    when: formatEventWhen(event.startDate, event.endDate, event.timezoneId, lang),
    going: formatNumber(event.acceptedUsersCount, lang),
  }));
}

/** The featured event first (else the soonest), then the others in start order. */
export function arrangeEvents<E extends CommunityEvent>(events: readonly E[]): { featured: E | undefined; others: E[] } {
  const featured = events.find((e) => e.isFeature) ?? events[0];
  return { featured, others: events.filter((e) => e !== featured) };
}
