import { createEvent } from "ics";

/**
 * Calendar entries for a webinar slot or event (docs/product/webinars.md#thank-you-page): an `.ics` file
 * (built by the `ics` library), and Google and Outlook "add event" links. Times are UTC
 * instants, so every calendar shows them in its owner's time zone.
 */
export interface CalendarEvent {
  /** Stable id (becomes the ICS UID), e.g. `webinar-<id>-<slot ISO>`. */
  id: string;
  title: string;
  description?: string;
  /** Where to join (http(s) URL). */
  url?: string;
  /** ISO 8601 instant. */
  start: string;
  /** Length in minutes (1–1440). */
  durationMinutes: number;
}

/** End instant of an event: start + duration, ISO 8601. */
export function eventEnd(event: CalendarEvent): string {
  return new Date(Date.parse(event.start) + event.durationMinutes * 60_000).toISOString();
}

/** 20261124T180000Z — the basic UTC form Google Calendar expects. */
function basicUtc(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** "Add to Google Calendar" link (calendar.google.com event template). */
export function googleCalendarUrl(event: CalendarEvent): string {
  const url = new URL("https://calendar.google.com/calendar/render");
  url.searchParams.set("action", "TEMPLATE");
  url.searchParams.set("text", event.title);
  url.searchParams.set("dates", `${basicUtc(event.start)}/${basicUtc(eventEnd(event))}`);
  const details = [event.description, event.url].filter(Boolean).join("\n\n");
  if (details) url.searchParams.set("details", details);
  if (event.url) url.searchParams.set("location", event.url);
  return url.href;
}

/** "Add to Outlook" link (outlook.live.com compose deeplink; works for Microsoft 365 accounts too). */
export function outlookCalendarUrl(event: CalendarEvent): string {
  const url = new URL("https://outlook.live.com/calendar/0/deeplink/compose");
  url.searchParams.set("path", "/calendar/action/compose");
  url.searchParams.set("rru", "addevent");
  url.searchParams.set("subject", event.title);
  url.searchParams.set("startdt", new Date(event.start).toISOString());
  url.searchParams.set("enddt", eventEnd(event));
  const body = [event.description, event.url].filter(Boolean).join("\n\n");
  if (body) url.searchParams.set("body", body);
  if (event.url) url.searchParams.set("location", event.url);
  return url.href;
}

/**
 * The event as an iCalendar file (RFC 5545) with UTC times.
 * @throws Error when the `ics` library refuses the event (e.g. an invalid date).
 */
export function icsFile(event: CalendarEvent): string {
  const start = new Date(event.start);
  const result = createEvent({
    uid: `${event.id}@brightpath`,
    title: event.title,
    description: event.description,
    url: event.url,
    start: start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: event.durationMinutes },
    productId: "brightpath/webinars",
  });
  if (result.error || !result.value) throw new Error(`Calendar file refused: ${result.error?.message ?? "no value"}`);
  return result.value;
}

/** A file name for the event's `.ics` download: the title's letters and digits, dashed. */
export function icsFileName(event: CalendarEvent): string {
  const base = event.title
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .toLowerCase()
    .slice(0, 60);
  return `${base || "event"}.ics`;
}
