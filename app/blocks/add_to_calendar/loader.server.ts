import { googleCalendarUrl, outlookCalendarUrl, type CalendarEvent } from "~/domain/webinars/calendar";
import { formatZoned, type ZonedTime } from "~/domain/webinars/zoned-time";
import { defineBlockLoader } from "../../block-kit/define.server";
import { eventOfBlok } from "./event.server";
import { schema } from "./schema";

export interface AddToCalendarData {
  event: CalendarEvent;
  icsHref: string;
  googleUrl: string;
  outlookUrl: string;
  /** The start in the render's zone (the site's on a shared page, which the browser moves to its own), page language. */
  when: ZonedTime;
}

/**
 * Server part of `add_to_calendar`: the event (slot from the URL or the blok), its links, and
 * the `.ics` href naming this page, blok and slot (the route rebuilds the event from the CMS,
 * so nobody can make this site serve a calendar file with text of their choosing).
 * Not personal: the view shows the start in the browser's zone. No start → no data (the block hides).
 */
export default defineBlockLoader(schema, async (blok, context): Promise<AddToCalendarData | null> => {
  const url = new URL(context.request.url);
  const event = eventOfBlok(blok, url, context.lang);
  if (!event) return null;
  const ics = new URLSearchParams({ page: url.pathname, block: blok._uid, slot: event.start });
  return {
    event,
    icsHref: `/calendar.ics?${ics}`,
    googleUrl: googleCalendarUrl(event),
    outlookUrl: outlookCalendarUrl(event),
    when: formatZoned(event.start, context.timeZone, context.lang),
  };
});
