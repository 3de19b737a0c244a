import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { eventEnd, googleCalendarUrl, icsFile, icsFileName, outlookCalendarUrl, type CalendarEvent } from "./calendar";

const event: CalendarEvent = {
  id: "webinar-three-breath-reset-2026-11-24T18:00:00.000Z",
  title: "The Three-Breath Reset, with Amara Okafor",
  description: "A free 45-minute masterclass; bring a glass of water.",
  url: "https://www.brightpath.example/masterclass/three-breath-reset/watch",
  start: "2026-11-24T18:00:00.000Z",
  durationMinutes: 45,
};

describe("calendar", () => {
  it("ends duration minutes after the start", () => {
    expect(eventEnd(event)).toBe("2026-11-24T18:45:00.000Z");
  });

  it("builds an ICS file that a calendar parser reads back with the same slot", () => {
    const component = new ICAL.Component(ICAL.parse(icsFile(event)));
    const vevent = new ICAL.Event(component.getFirstSubcomponent("vevent")!);
    expect(vevent.summary).toBe(event.title);
    expect(vevent.description).toBe(event.description);
    expect(vevent.uid).toBe(`${event.id}@brightpath`);
    expect(vevent.startDate.toJSDate().toISOString()).toBe(event.start);
    expect(vevent.endDate.toJSDate().toISOString()).toBe("2026-11-24T18:45:00.000Z");
  });

  it("escapes text so a title cannot inject calendar properties", () => {
    const ics = icsFile({ ...event, title: "Hello\nATTENDEE:mailto:evil@example.com; x, y" });
    const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!;
    expect(vevent.getAllProperties("attendee")).toHaveLength(0);
    expect(vevent.getFirstPropertyValue("summary")).toContain("ATTENDEE:mailto:evil@example.com; x, y");
  });

  it("links to Google Calendar with UTC dates", () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.host).toBe("calendar.google.com");
    expect(url.searchParams.get("dates")).toBe("20261124T180000Z/20261124T184500Z");
    expect(url.searchParams.get("text")).toBe(event.title);
    expect(url.searchParams.get("details")).toContain(event.url);
  });

  it("links to Outlook with ISO instants", () => {
    const url = new URL(outlookCalendarUrl(event));
    expect(url.searchParams.get("startdt")).toBe(event.start);
    expect(url.searchParams.get("enddt")).toBe("2026-11-24T18:45:00.000Z");
    expect(url.searchParams.get("subject")).toBe(event.title);
  });

  it("names the file after the title", () => {
    expect(icsFileName(event)).toBe("the-three-breath-reset-with-amara-okafor.ics");
    expect(icsFileName({ ...event, title: "冥想" })).toBe("event.ics");
  });
});
