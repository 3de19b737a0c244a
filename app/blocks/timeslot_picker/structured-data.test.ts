import { describe, expect, it } from "vitest";
import type { StructuredDataContext } from "~/domain/search-and-sharing/structured-data";
import type { TimeslotPickerData } from "./loader.server";
import { schema } from "./schema";
import definition, { webinarEvents } from "./structured-data";

const NOW = Date.parse("2026-11-23T10:30:00.000Z");
const DATA: TimeslotPickerData = {
  webinarId: "w",
  title: "The Three-Breath Reset",
  durationMin: 35,
  host: "Amara Okafor",
  now: NOW,
  timeZone: "UTC",
  schedule: { timeslots: ["09", "", "15"], watchNow: true },
  day: null,
};
const context: StructuredDataContext = { siteUrl: "https://site.example", pageUrl: "https://site.example/de/masterclass/x", inLanguage: "de", now: NOW };
const blok = { _uid: "t", component: "timeslot_picker", ...schema.parse({ webinar_id: "w", fifteen_minutes: true }) };

describe("timeslot_picker structured data", () => {
  it("gives one online Event per scheduled session, never for 'in 15 minutes' or instant replay", () => {
    const events = webinarEvents(blok, DATA, context) as unknown as Record<string, unknown>[];
    // Today 15:00 (09:00 has passed), then 09:00 and 15:00 on each of the two following days.
    expect(events.map((event) => event.startDate)).toEqual([
      "2026-11-23T15:00:00+00:00",
      "2026-11-24T09:00:00+00:00",
      "2026-11-24T15:00:00+00:00",
      "2026-11-25T09:00:00+00:00",
      "2026-11-25T15:00:00+00:00",
    ]);
    expect(events[0]).toMatchObject({
      "@type": "Event",
      name: "The Three-Breath Reset",
      inLanguage: "de",
      endDate: "2026-11-23T15:35:00+00:00",
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      eventStatus: "https://schema.org/EventScheduled",
      location: { "@type": "VirtualLocation", url: context.pageUrl },
      organizer: { "@type": "Organization", name: "Brightpath" },
      performer: { "@type": "Person", name: "Amara Okafor" },
      offers: { "@type": "Offer", price: 0 },
    });
  });

  it("adds nothing when the schedule could not be loaded", () => {
    expect(definition.build(blok, null, context)).toEqual({ items: [] });
  });
});
