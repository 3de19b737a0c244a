import { useTranslation } from "~/i18n/react";
import { buttonClasses } from "~/components/ButtonLink";
import { useBrowserTimeZone } from "~/components/useDisplayTimeZone";
import { usePageContext } from "~/components/page-context";
import type { Language } from "~/i18n/languages";
import { useBlockData } from "../../block-kit/block-data";
import { blockProps } from "../../block-kit/block-props";
import type { BlockViewProps } from "../../block-kit/types";
import { arrangeEvents, formatEventWhen, type ListedEvent } from "./events";
import type loader from "./loader.server";
import type { schema } from "./schema";

/** The event's times: as the server formatted them (its own zone), re-formatted once the browser's zone is known. */
function When({ event, timeZone, lang }: { event: ListedEvent; timeZone: string | undefined; lang: Language }) {
  const when = timeZone ? formatEventWhen(event.startDate, event.endDate, timeZone, lang) : event.when;
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

function Badges({ event }: { event: ListedEvent }) {
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

function Going({ event, avatars }: { event: ListedEvent; avatars: boolean }) {
  const { t } = useTranslation();
  const people = avatars ? event.acceptedUsers : [];
  return (
    <div className="flex items-center gap-3">
      {people.length > 0 && (
        <ul aria-label={t("events.attendees")} className="flex -space-x-2 rtl:space-x-reverse">
          {people.map((user) => (
            <li key={user.id} className="relative">
              {user.avatarUrl ? (
                <img
                  src={user.avatarUrl}
                  alt=""
                  width={36}
                  height={36}
                  loading="lazy"
                  decoding="async"
                  className="h-9 w-9 rounded-full object-cover ring-2 ring-white"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700 ring-2 ring-white"
                >
                  {Array.from(user.name)[0] ?? "?"}
                </span>
              )}
              <span className="sr-only">{user.name}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm font-medium text-ink-700">{t("events.going", { count: event.acceptedUsersCount, number: event.going })}</p>
    </div>
  );
}

function Action({ event, prominent }: { event: ListedEvent; prominent: boolean }) {
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

function EventImage({ event, className, width }: { event: ListedEvent; className: string; width: number }) {
  const image = event.images[0];
  if (!image) return null;
  const height = image.width && image.height ? Math.round((image.height / image.width) * width) : undefined;
  return <img src={image.url} alt="" width={width} height={height} loading="lazy" decoding="async" className={className} />;
}

function FeaturedEvent({ event, timeZone, lang }: { event: ListedEvent; timeZone: string | undefined; lang: Language }) {
  return (
    <article className="mt-8 grid overflow-hidden rounded-3xl bg-white text-ink-900 shadow-sm ring-1 ring-ink-100 md:grid-cols-2" data-event={event.id}>
      <EventImage event={event} width={720} className="aspect-[3/2] h-full w-full object-cover" />
      <div className="flex flex-col gap-4 p-6 sm:p-8">
        <Badges event={event} />
        <h3 className="text-2xl font-bold tracking-tight sm:text-3xl">{event.title}</h3>
        <When event={event} timeZone={timeZone} lang={lang} />
        <p className="leading-relaxed text-ink-700">{event.text}</p>
        <Going event={event} avatars />
        <div className="mt-auto pt-2">
          <Action event={event} prominent />
        </div>
      </div>
    </article>
  );
}

function EventCard({ event, timeZone, lang }: { event: ListedEvent; timeZone: string | undefined; lang: Language }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white text-ink-900 shadow-sm ring-1 ring-ink-100" data-event={event.id}>
      <EventImage event={event} width={480} className="aspect-[3/2] w-full object-cover" />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <Badges event={event} />
        <h3 className="text-xl font-bold tracking-tight">{event.title}</h3>
        <When event={event} timeZone={timeZone} lang={lang} />
        <Going event={event} avatars={false} />
        <div className="mt-auto pt-2">
          <Action event={event} prominent={false} />
        </div>
      </div>
    </article>
  );
}

/** Event days show month names: the date locale loads with this view (block-kit/views.ts). */
export const usesDates = true;

/**
 * `community_events`: the next community events from the Connect API (operation `Discover`, docs/product/learning-catalogue.md).
 * The featured event (the first with `isFeature`, else the soonest) is shown large with its
 * image, times, "N going" and the first three attendees' avatars; the others follow as cards.
 * Members who accepted an event get "Join" (its conference link), everyone else "Details".
 *
 * Data comes from the server loader (`loader.server.ts`) through `useBlockData`; when that
 * loader failed there is no data and the block shows only a quiet note (docs/product/failures-and-limits.md).
 *
 * Times: the loader formats them in the event's own time zone, naming the zone, and the view
 * shows that text while hydrating; once the browser's zone is looked up (the block nears the
 * viewport, or the visitor acts) they are re-formatted in that zone.
 */
export default function CommunityEvents({ blok }: BlockViewProps<typeof schema>) {
  const { t } = useTranslation();
  const { lang } = usePageContext();
  const data = useBlockData<typeof loader>(blok);
  // Each event's own zone on the server and while hydrating, the browser's once looked up.
  const [timeZone, zoneRef] = useBrowserTimeZone();
  const { featured, others } = arrangeEvents(data?.events ?? []);
  return (
    <div {...blockProps(blok)} ref={zoneRef}>
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
}

/** Interface-string groups this view and the components it renders translate from. */
export const strings = ["events"];
