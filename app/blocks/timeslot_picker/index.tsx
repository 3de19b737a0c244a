import { useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useBlockData } from "../../block-kit/block-data";
import { blockProps } from "../../block-kit/block-props";
import type { BlockViewProps } from "../../block-kit/types";
import { usePageContext } from "~/components/page-context";
import { SelectField } from "~/components/forms/Field";
import { useFormState } from "~/components/forms/FormState";
import { buttonClasses } from "~/components/ButtonLink";
import { useDisplayTimeZone } from "~/components/useDisplayTimeZone";
import { timeslotChoices, type DayOption, type TimeOption, type TimeslotLabelKey } from "~/domain/webinars/timeslots";
import { formatLongDate, formatWeekday } from "~/domain/language/dates";
import type { Language } from "~/i18n/languages";
import { pickerInput } from "./fields";
import { INTENT_FIELD, useFormHost } from "./host";
import type loader from "./loader.server";
import type { schema } from "./schema";

/** Translation keys of the day and time labels (docs/product/webinars.md) (the locale files name the fifteen-minute label `today15Minutes`). */
const LABEL_KEYS: Record<TimeslotLabelKey, string> = {
  watchNowInstantly: "registration.watchNowInstantly",
  watchLaterToday: "registration.watchLaterToday",
  today15MinsFromNow: "registration.today15Minutes",
  startNow: "registration.startNow",
  watchNow: "registration.watchNow",
};

function dayLabel(day: DayOption, lang: Language, t: (key: string) => string): string {
  if (day.labelKey) return t(LABEL_KEYS[day.labelKey]);
  // "Tuesday, 24 November 2026": the weekday, then the date as 'D Month YYYY' (docs/product/routes-and-languages.md).
  return `${formatWeekday(day.value, lang)}, ${formatLongDate(day.value, lang)}`;
}

const timeLabel = (time: TimeOption, t: (key: string) => string) => (time.labelKey ? `${t(LABEL_KEYS[time.labelKey])} (${time.label})` : time.label);

/** Shows dates with month names: the date locale loads with this view (block-kit/views.ts). */
export const usesDates = true;

/**
 * `timeslot_picker` (docs/product/webinars.md): a day select, then a time select
 * for the webinar's schedule, in the visitor's time zone. Rendered on the server from the
 * loader's clock in UTC and hydrated with the same inputs (no mismatch); then the browser's own
 * clock and zone are used, so a stored copy of the page offers the times open now. Choosing a day regenerates its times:
 * instantly with JavaScript; without it, "Show times" reloads with `?day=` (alone) or posts
 * the enclosing `registration_form` with `intent=showTimes` (keeping what was typed).
 * Posts `day`, `timeslot` (ISO instant) and `timeZone`.
 */
export default function TimeslotPicker({ blok }: BlockViewProps<typeof schema>) {
  const { t } = useTranslation();
  const { lang } = usePageContext();
  const data = useBlockData<typeof loader>(blok);
  const host = useFormHost();
  const { values, errors } = useFormState();
  const [zone, zoneRef] = useDisplayTimeZone(data?.timeZone ?? "UTC");
  const id = useId();
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const [chosenTime, setChosenTime] = useState<string | null>(null);
  const [enhanced, setEnhanced] = useState(false);
  // The server's clock for hydration (the HTML may be a stored copy, minutes old), then the browser's.
  const [clock, setClock] = useState<number | null>(null);
  useEffect(() => {
    setEnhanced(true);
    setClock(Date.now());
  }, []);

  // Computed once per clock and zone: a phone spends milliseconds per zone lookup.
  const now = clock ?? data?.now ?? 0;
  const choices = useMemo(() => (data ? timeslotChoices(pickerInput(blok, data.schedule, now, zone)) : null), [blok, data, now, zone]);
  const days = choices?.days ?? [];
  const offered = (value: string | null | undefined) => (value && days.some((d) => d.value === value) ? value : null);
  const day = offered(chosenDay) ?? offered(values.day) ?? offered(data?.day) ?? days[0]?.value ?? null;
  const times = useMemo(() => (choices && day ? choices.timesFor(day) : []), [choices, day]);
  const pickedTime = (value: string | null | undefined) => (value && times.some((time) => time.value === value) ? value : null);
  const time = pickedTime(chosenTime) ?? pickedTime(values.timeslot) ?? times[0]?.value ?? "";
  const dayText = days.find((d) => d.value === day);

  const fields =
    days.length === 0 ? (
      <p className="rounded-2xl bg-ink-50 px-4 py-3 text-ink-700">{t("registration.noTimes")}</p>
    ) : (
      <>
        {/* One column: a time's label ("Смотреть сейчас (12:55 AM)") needs more than half a form's width. */}
        <div className="grid gap-4">
          <SelectField
            id={`${id}-day`}
            name="day"
            label={t("registration.dayLabel")}
            required
            value={day ?? ""}
            onChange={(event) => {
              setChosenDay(event.currentTarget.value);
              setChosenTime(null);
            }}
            options={days.map((d) => ({ value: d.value, label: dayLabel(d, lang, t) }))}
            errors={errors.day}
          />
          <SelectField
            id={`${id}-time`}
            name={host ? "timeslot" : undefined}
            label={t("registration.timeLabel")}
            required
            value={time}
            onChange={(event) => setChosenTime(event.currentTarget.value)}
            options={times.map((option) => ({ value: option.value, label: timeLabel(option, t) }))}
            placeholder={times.length === 0 ? t("registration.chooseDayFirst") : undefined}
            errors={errors.timeslot}
          />
        </div>
        {host && <input type="hidden" name="timeZone" value={zone} />}
        {!enhanced && (
          <button
            type="submit"
            className={buttonClasses("secondary")}
            {...(host ? { name: INTENT_FIELD, value: host.showTimesIntent, formNoValidate: true } : {})}
          >
            {t("registration.showTimes")}
          </button>
        )}
        <p className="text-sm text-ink-600">{t("registration.timesIn", { zone })}</p>
        <p className="sr-only" aria-live="polite">
          {enhanced && chosenDay && dayText ? t("registration.timesUpdated", { day: dayLabel(dayText, lang, t) }) : ""}
        </p>
      </>
    );

  const legend = <legend className="mb-3 text-lg font-bold text-ink-900">{t("registration.pickerLegend")}</legend>;
  return (
    <div {...blockProps(blok)} ref={zoneRef} data-timeslot-picker={data?.webinarId ?? ""}>
      {host ? (
        <fieldset className="flex flex-col gap-4">
          {legend}
          {fields}
        </fieldset>
      ) : (
        <form method="get" className="mx-auto max-w-2xl rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100 sm:p-8">
          <fieldset className="flex flex-col gap-4">
            {legend}
            {fields}
          </fieldset>
        </form>
      )}
    </div>
  );
}

/** Interface-string groups this view and the components it renders translate from. */
export const strings = ["form", "registration"];
