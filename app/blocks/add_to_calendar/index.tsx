import { useTranslation } from "react-i18next";
import { z } from "zod";
import { defineBlock } from "../types";
import { datetime, multilink, optionalText, text } from "../schema";
import { blockProps } from "../BlokView";
import { useBlockData, usePageContext } from "../context";
import { countField } from "../catalogue-fields";
import { useDisplayTimeZone } from "~/components/useDisplayTimeZone";
import { buttonClasses } from "~/components/ButtonLink";
import type { CalendarEvent } from "~/domain/calendar";
import { formatZoned } from "~/domain/zoned-time";

/**
 * `add_to_calendar` (issue "Webinars" point 6): the event — the chosen slot from the query
 * parameter `start_param` (e.g. `?slot=` on a thank-you page) or the fixed `start` — shown
 * in the visitor's time zone, with an `.ics` download (resource route `/calendar.ics`) and
 * Google and Outlook links. Hidden when there is no valid start.
 */
export const addToCalendarSchema = z
  .object({
    heading: optionalText,
    title: text,
    description: optionalText,
    join_link: multilink.optional(),
    start: datetime,
    start_param: optionalText,
    duration_minutes: countField(60, 1440),
  })
  .passthrough();

export interface AddToCalendarData {
  event: CalendarEvent;
  icsHref: string;
  googleUrl: string;
  outlookUrl: string;
  timeZone: string;
}

export const add_to_calendar = defineBlock(addToCalendarSchema, function AddToCalendar({ blok }) {
  const { t } = useTranslation();
  const { lang } = usePageContext();
  const data = useBlockData<AddToCalendarData>(blok._uid);
  const zone = useDisplayTimeZone(data?.timeZone ?? "UTC");
  if (!data) return null;
  const when = formatZoned(data.event.start, zone, lang);
  const link = "inline-flex items-center gap-2 rounded-full px-4 py-2 font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600";
  return (
    <div {...blockProps(blok)} className="mx-auto max-w-2xl rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-ink-100 sm:p-8" data-add-to-calendar={data.event.start}>
      <h2 className="text-xl font-bold tracking-tight sm:text-2xl">{blok.heading ?? t("calendar.heading")}</h2>
      <p className="mt-2 text-lg font-semibold text-ink-900">{data.event.title}</p>
      <p className="mt-1 text-ink-700">
        <time dateTime={data.event.start}>{`${when.date}, ${when.time}`}</time>{" "}
        <span className="text-ink-600">({when.zone})</span>
      </p>
      <ul className="mt-6 flex flex-wrap justify-center gap-3" aria-label={t("calendar.options")}>
        <li>
          <a href={data.icsHref} download className={buttonClasses("primary")}>
            {t("calendar.ics")}
          </a>
        </li>
        <li>
          <a href={data.googleUrl} target="_blank" rel="noopener noreferrer" className={link}>
            {t("calendar.google")}
            <span className="sr-only"> {t("calendar.newTab")}</span>
          </a>
        </li>
        <li>
          <a href={data.outlookUrl} target="_blank" rel="noopener noreferrer" className={link}>
            {t("calendar.outlook")}
            <span className="sr-only"> {t("calendar.newTab")}</span>
          </a>
        </li>
      </ul>
    </div>
  );
});
