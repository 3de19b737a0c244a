import type { Event } from "schema-dts";
import { timeslotChoices } from "~/domain/webinars/timeslots";
import { absoluteUrl, isoInstant, organizationRef, type StructuredDataContext } from "~/domain/search-and-sharing/structured-data";
import { defineStructuredData } from "../../block-kit/define-structured-data";
import { pickerInput } from "./fields";
import type { TimeslotPickerData } from "./loader.server";
import { schema } from "./schema";

const MINUTE_MS = 60_000;

/**
 * One schema.org Event per scheduled session the picker offers (Google "Event": `name`,
 * `startDate`, `location`), online (`VirtualLocation`: the page, where visitors register and
 * join). Only dated sessions: "in 15 minutes" and instant replay are not events. Registration
 * costs nothing, so each carries a free offer.
 */
export function webinarEvents(blok: Parameters<typeof pickerInput>[0], data: TimeslotPickerData, context: StructuredDataContext): Event[] {
  const choices = timeslotChoices(pickerInput(blok, data.schedule, data.now, data.timeZone));
  const starts = choices.days.flatMap((day) => (day.kind === "date" ? choices.timesFor(day.value) : [])).map((time) => Date.parse(time.value));
  return starts.map((start) => ({
    "@type": "Event",
    name: data.title,
    ...(context.description ? { description: context.description } : {}),
    url: context.pageUrl,
    inLanguage: context.inLanguage,
    startDate: isoInstant(start),
    ...(data.durationMin ? { endDate: isoInstant(start + data.durationMin * MINUTE_MS) } : {}),
    eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    location: { "@type": "VirtualLocation", url: context.pageUrl },
    organizer: organizationRef(context.siteUrl),
    performer: { "@type": "Person", name: data.host },
    ...(context.image ? { image: absoluteUrl(context.siteUrl, context.image) } : {}),
    offers: {
      "@type": "Offer",
      price: 0,
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
      url: context.pageUrl,
      validFrom: isoInstant(data.now),
    },
  }));
}

export default defineStructuredData(schema, (blok, data: TimeslotPickerData | null | undefined, context) => ({
  items: data ? webinarEvents(blok, data, context) : [],
}));
