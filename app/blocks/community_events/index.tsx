import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { defineBlock } from "../types";
import { optionalText } from "../schema";
import { blockProps } from "../BlokView";
import { useBlockData, usePageContext } from "../context";
import { buttonClasses } from "~/components/ButtonLink";
import { formatLongDate, formatNumber, numberLocale } from "~/domain/format";
import type { Language } from "~/i18n/languages";
import type { CommunityEvent } from "~/services/connect.server";

/**
 * `community_events`: the next community events from the Connect API (SPEC §3, §7 Discover).
 * The featured event (the first with `isFeature`, else the soonest) is shown large with its
 * image, times, "N going" and the first three attendees' avatars; the others follow as cards.
 * Members who accepted an event get "Join" (its conference link), everyone else "Details".
 *
 * Data comes from the server loader (`loader.server.ts`) through `useBlockData`; when that
 * loader failed there is no data and the block shows only a quiet note (SPEC §8).
 *
 * Times: the server renders them in the event's own time zone, naming the zone; after
 * hydration they are re-formatted in the browser's time zone (an effect, so the first client
 * render matches the server HTML).
 */

/** Events shown when the editor sets no count. */
export const DEFAULT_EVENT_COUNT = 4;

export const communityEventsSchema = z
  .object({
    title: optionalText,
    intro: optionalText,
    /** How many events to show, 1–12 (Storyblok sends numbers as strings, "" when empty). */
    count: z
      .union([z.coerce.number().int().min(1).max(12), z.literal("")])
      .optional()
      .transform((v) => (v === "" || v === undefined ? DEFAULT_EVENT_COUNT : v)),
  })
  .passthrough();

/** What the loader gives the view: plain JSON. */
export interface CommunityEventsData {
  events: CommunityEvent[];
}

/** Wall-clock calendar date of `instant` in `timeZone`, as a local `Date` (for date-fns). */
function calendarDateIn(instant: Date, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "numeric", day: "numeric" }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return new Date(part("year"), part("month") - 1, part("day"));
}

export interface EventWhen {
  /** Weekday and date (`D Month YYYY`, SPEC §9) with the start time. */
  start: string;
  /** End time, with its date too when the event ends on another day. */
  end: string;
  /** The time zone's short name in the page language, e.g. "GMT+1", "EDT". */
  zone: string;
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
  const time = new Intl.DateTimeFormat(locale, { timeZone, timeStyle: "short" });
  const weekday = new Intl.DateTimeFormat(locale, { timeZone, weekday: "long" });
  const day = (instant: Date) => `${weekday.format(instant)}, ${formatLongDate(calendarDateIn(instant, timeZone), lang)}`;
  const sameDay = calendarDateIn(from, timeZone).getTime() === calendarDateIn(to, timeZone).getTime();
  const zone =
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "short" }).formatToParts(from).find((p) => p.type === "timeZoneName")?.value ?? timeZone;
  return {
    start: `${day(from)}, ${time.format(from)}`,
    end: sameDay ? time.format(to) : `${day(to)}, ${time.format(to)}`,
    zone,
  };
}

/** The browser's time zone once hydrated; undefined on the server and in the first client render. */
function useBrowserTimeZone(): string | undefined {
  const [zone, setZone] = useState<string>();
  useEffect(() => {
    setZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
  }, []);
  return zone;
}

/** The featured event first (else the soonest), then the others in start order. */
export function arrangeEvents(events: readonly CommunityEvent[]): { featured: CommunityEvent | undefined; others: CommunityEvent[] } {
  const featured = events.find((e) => e.isFeature) ?? events[0];
  return { featured, others: events.filter((e) => e !== featured) };
}

function When({ event, timeZone, lang }: { event: CommunityEvent; timeZone: string | undefined; lang: Language }) {
  const when = formatEventWhen(event.startDate, event.endDate, timeZone ?? event.timezoneId, lang);
  return (
    <p className="text-sm font-semibold text-brand-700">
      <time dateTime={event.startDate} suppressHydrationWarning>
        {when.start}
      </time>
      {" – "}
      <time dateTime={event.endDate} suppressHydrationWarning>
        {when.end}
      </time>{" "}
      <span className="whitespace-nowrap font-normal text-ink-600" suppressHydrationWarning>
        {`(${when.zone})`}
      </span>
    </p>
  );
}

function Badges({ event }: { event: CommunityEvent }) {
  const { t } = useTranslation();
  const badges = [
    event.isFeature ? t("events.featured") : null,
    event.public ? null : t("events.membersOnly"),
    event.currentUserStatus === "accepted" ? t("events.youAreGoing") : event.currentUserStatus === "invited" ? t("events.youAreInvited") : null,
  ].filter((badge): badge is string => badge !== null);
  if (badges.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {badges.map((badge) => (
        <li key={badge} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-brand-700">
          {badge}
        </li>
      ))}
    </ul>
  );
}

function Going({ event, lang, avatars }: { event: CommunityEvent; lang: Language; avatars: boolean }) {
  const { t } = useTranslation();
  const people = avatars ? event.acceptedUsers : [];
  return (
    <div className="flex items-center gap-3">
      {people.length > 0 && (
        <ul aria-label={t("events.attendees")} className="flex -space-x-2 rtl:space-x-reverse">
          {people.map((user) => (
            <li key={user.id} className="relative">
              {user.avatarUrl ? (
                <img src={user.avatarUrl} alt="" width={36} height={36} loading="lazy" decoding="async" className="h-9 w-9 rounded-full object-cover ring-2 ring-white" />
              ) : (
                <span aria-hidden="true" className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700 ring-2 ring-white">
                  {Array.from(user.name)[0] ?? "?"}
                </span>
              )}
              <span className="sr-only">{user.name}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm font-medium text-ink-700">{t("events.going", { count: event.acceptedUsersCount, number: formatNumber(event.acceptedUsersCount, lang) })}</p>
    </div>
  );
}

function Action({ event, prominent }: { event: CommunityEvent; prominent: boolean }) {
  const { t } = useTranslation();
  if (!event.conferenceLink) return null;
  const join = event.currentUserStatus === "accepted";
  return (
    <a
      href={event.conferenceLink}
      aria-label={join ? t("events.joinLabel", { title: event.title }) : t("events.detailsLabel", { title: event.title })}
      className={join || prominent ? buttonClasses(join ? "primary" : "secondary") : buttonClasses("ghost")}
    >
      {join ? t("events.join") : t("events.details")}
    </a>
  );
}

function EventImage({ event, className, width }: { event: CommunityEvent; className: string; width: number }) {
  const image = event.images[0];
  if (!image) return null;
  const height = image.width && image.height ? Math.round((image.height / image.width) * width) : undefined;
  return <img src={image.url} alt="" width={width} height={height} loading="lazy" decoding="async" className={className} />;
}

function FeaturedEvent({ event, timeZone, lang }: { event: CommunityEvent; timeZone: string | undefined; lang: Language }) {
  return (
    <article className="mt-8 grid overflow-hidden rounded-3xl bg-white text-ink-900 shadow-sm ring-1 ring-ink-100 md:grid-cols-2" data-event={event.id}>
      <EventImage event={event} width={720} className="aspect-[3/2] h-full w-full object-cover" />
      <div className="flex flex-col gap-4 p-6 sm:p-8">
        <Badges event={event} />
        <h3 className="text-2xl font-bold tracking-tight sm:text-3xl">{event.title}</h3>
        <When event={event} timeZone={timeZone} lang={lang} />
        <p className="leading-relaxed text-ink-700">{event.text}</p>
        <Going event={event} lang={lang} avatars />
        <div className="mt-auto pt-2">
          <Action event={event} prominent />
        </div>
      </div>
    </article>
  );
}

function EventCard({ event, timeZone, lang }: { event: CommunityEvent; timeZone: string | undefined; lang: Language }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white text-ink-900 shadow-sm ring-1 ring-ink-100" data-event={event.id}>
      <EventImage event={event} width={480} className="aspect-[3/2] w-full object-cover" />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <Badges event={event} />
        <h3 className="text-xl font-bold tracking-tight">{event.title}</h3>
        <When event={event} timeZone={timeZone} lang={lang} />
        <Going event={event} lang={lang} avatars={false} />
        <div className="mt-auto pt-2">
          <Action event={event} prominent={false} />
        </div>
      </div>
    </article>
  );
}

export const community_events = defineBlock(communityEventsSchema, function CommunityEvents({ blok }) {
  const { t } = useTranslation();
  const { lang } = usePageContext();
  const data = useBlockData<CommunityEventsData>(blok._uid);
  const timeZone = useBrowserTimeZone();
  const { featured, others } = arrangeEvents(data?.events ?? []);
  return (
    <div {...blockProps(blok)}>
      <div className="max-w-2xl">
        <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">{blok.title ?? t("events.title")}</h2>
        {blok.intro && <p className="mt-3 text-lg text-ink-700">{blok.intro}</p>}
      </div>
      {!data ? (
        <p role="note" className="mt-6 text-sm text-ink-600">
          {t("events.unavailable")}
        </p>
      ) : !featured ? (
        <p className="mt-8 rounded-2xl bg-brand-50 p-6 text-ink-700">{t("events.empty")}</p>
      ) : (
        <>
          <FeaturedEvent event={featured} timeZone={timeZone} lang={lang} />
          {others.length > 0 && (
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {others.map((event) => (
                <li key={event.id}>
                  <EventCard event={event} timeZone={timeZone} lang={lang} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
});
