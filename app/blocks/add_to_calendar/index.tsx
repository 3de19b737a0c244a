import { useTranslation } from "~/i18n/react";
import { buttonClasses } from "~/components/ButtonLink";
import { usePageContext } from "~/components/page-context";
import { useZonedText } from "~/components/useDisplayTimeZone";
import { formatZoned } from "~/domain/webinars/zoned-time";
import { useBlockData } from "../../block-kit/block-data";
import { blockProps } from "../../block-kit/block-props";
import type { BlockViewProps } from "../../block-kit/types";
import type { AddToCalendarData } from "./loader.server";
import type loader from "./loader.server";
import type { schema } from "./schema";

/** Shows dates with month names: the date locale loads with this view (block-kit/views.ts). */
export const usesDates = true;

/**
 * `add_to_calendar` (docs/product/webinars.md#thank-you-page): the event — the chosen slot from the query
 * parameter `start_param` (e.g. `?slot=` on a thank-you page) or the fixed `start` — shown
 * in the visitor's time zone, with an `.ics` download (resource route `/calendar.ics`) and
 * Google and Outlook links. Hidden when there is no valid start.
 */
export default function AddToCalendar({ blok }: BlockViewProps<typeof schema>) {
  const data = useBlockData<typeof loader>(blok);
  return data ? <Calendar blok={blok} data={data} /> : null;
}

function Calendar({ blok, data }: BlockViewProps<typeof schema> & { data: AddToCalendarData }) {
  const { t } = useTranslation();
  const { lang } = usePageContext();
  const [when, zoneRef] = useZonedText(data.when, (zone) => formatZoned(data.event.start, zone, lang));
  const link =
    "inline-flex items-center gap-2 rounded-full px-4 py-2 font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600";
  return (
    <div
      {...blockProps(blok)}
      ref={zoneRef}
      className="mx-auto max-w-2xl rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-ink-100 sm:p-8"
      data-add-to-calendar={data.event.start}
    >
      <h2 className="text-xl font-bold tracking-tight sm:text-2xl">{blok.heading ?? t("calendar.heading")}</h2>
      <p className="mt-2 text-lg font-semibold text-ink-900">{data.event.title}</p>
      <p className="mt-1 text-ink-700">
        <time dateTime={data.event.start}>{`${when.date}, ${when.time}`}</time> <span className="text-ink-600">({when.zone})</span>
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
}

/** Interface-string groups this view and the components it renders translate from. */
export const strings = ["calendar"];
