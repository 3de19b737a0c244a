import { describe, expect, it } from "vitest";
import {
  FIFTEEN_MINUTES_MS,
  TIMESLOT_LABELS,
  dayOptions,
  followingDayCount,
  formatHour12,
  formatTime12,
  isOfferedTimeslot,
  scheduleHours,
  timeslotPicker,
  timesFor,
  zonedHourStart,
  type TimeslotInput,
} from "./timeslots";

/** SPEC §4 timeslot picker, §5 today's hours, §9 fifteen minutes / labels / 12-hour times. */

const SCHEDULE = { timeslots: ["09", "", "13", "18", ""], watchNow: false };
const input = (now: string, timeZone: string, extra: Partial<TimeslotInput> = {}): TimeslotInput => ({
  now: new Date(now),
  timeZone,
  schedule: SCHEDULE,
  ...extra,
});
const values = (i: TimeslotInput) => dayOptions(i).map((d) => d.value);
const timeLabels = (day: string, i: TimeslotInput) => timesFor(day, i).map((t) => t.label);

describe("scheduleHours (SPEC §5: empty hours dropped)", () => {
  it.each([
    [["09", "", "13"], [9, 13]],
    [["", "", ""], []],
    [["18", "09", "9", " 13 "], [9, 13, 18]],
    [["00", "23", "24", "ab", "9:30", "-1"], [0, 23]],
    [[], []],
  ])("%j → %j", (slots, hours) => {
    expect(scheduleHours(slots)).toEqual(hours);
  });
});

describe("formatHour12 / formatTime12 (SPEC §9: 12-hour AM/PM)", () => {
  it.each([
    [0, 0, "12:00 AM"],
    [1, 0, "1:00 AM"],
    [9, 0, "9:00 AM"],
    [11, 59, "11:59 AM"],
    [12, 0, "12:00 PM"],
    [13, 5, "1:05 PM"],
    [18, 0, "6:00 PM"],
    [23, 30, "11:30 PM"],
  ])("%i:%i → %s", (hour, minute, text) => {
    expect(formatHour12(hour, minute)).toBe(text);
  });

  it("rejects impossible hours and minutes", () => {
    expect(() => formatHour12(24)).toThrow(RangeError);
    expect(() => formatHour12(-1)).toThrow(RangeError);
    expect(() => formatHour12(9.5)).toThrow(RangeError);
    expect(() => formatHour12(9, 60)).toThrow(RangeError);
  });

  it("formats an instant in the visitor's zone", () => {
    const instant = Date.parse("2026-07-01T16:45:00Z");
    expect(formatTime12(instant, "UTC")).toBe("4:45 PM");
    expect(formatTime12(instant, "Europe/Berlin")).toBe("6:45 PM");
    expect(formatTime12(new Date(instant), "America/New_York")).toBe("12:45 PM");
    expect(formatTime12(instant, "Asia/Kolkata")).toBe("10:15 PM");
  });
});

describe("today's hours: only those later than the current hour (SPEC §4, §5)", () => {
  it.each([
    // [now (UTC), zone, today offered?, today's times]
    ["2026-07-01T08:59:59Z", "UTC", true, ["9:00 AM", "1:00 PM", "6:00 PM"]],
    ["2026-07-01T09:00:00Z", "UTC", true, ["1:00 PM", "6:00 PM"]],
    ["2026-07-01T09:01:00Z", "UTC", true, ["1:00 PM", "6:00 PM"]],
    ["2026-07-01T12:59:00Z", "UTC", true, ["1:00 PM", "6:00 PM"]],
    ["2026-07-01T13:00:00Z", "UTC", true, ["6:00 PM"]],
    ["2026-07-01T17:59:59Z", "UTC", true, ["6:00 PM"]],
    ["2026-07-01T18:00:00Z", "UTC", false, []],
    ["2026-07-01T21:45:00Z", "UTC", false, []],
    ["2026-07-01T00:00:00Z", "UTC", true, ["9:00 AM", "1:00 PM", "6:00 PM"]],
    // Berlin is UTC+2 in July: 06:59Z is 08:59 local, 07:00Z is 09:00 local.
    ["2026-07-01T06:59:00Z", "Europe/Berlin", true, ["9:00 AM", "1:00 PM", "6:00 PM"]],
    ["2026-07-01T07:00:00Z", "Europe/Berlin", true, ["1:00 PM", "6:00 PM"]],
    ["2026-07-01T16:30:00Z", "Europe/Berlin", false, []],
    // New York is UTC−4 in July: 21:30Z is 5:30 PM local.
    ["2026-07-01T21:30:00Z", "America/New_York", true, ["6:00 PM"]],
    ["2026-07-01T22:00:00Z", "America/New_York", false, []],
  ])("at %s in %s", (now, zone, offered, times) => {
    const i = input(now, zone);
    const today = dayOptions(i).find((d) => d.kind === "date" && d.isToday);
    expect(Boolean(today)).toBe(offered);
    if (today) {
      expect(today.labelKey).toBe("watchLaterToday");
      expect(timeLabels(today.value, i)).toEqual(times);
    }
  });
});

describe("day options in order (SPEC §4)", () => {
  it("today then the next 2 days, as local dates", () => {
    expect(values(input("2026-07-01T08:00:00Z", "UTC"))).toEqual(["2026-07-01", "2026-07-02", "2026-07-03"]);
  });

  it("late evening with no hours left: only the next 2 days", () => {
    expect(values(input("2026-07-01T22:00:00Z", "UTC"))).toEqual(["2026-07-02", "2026-07-03"]);
  });

  it.each([
    // [flags, following days]
    [{}, 2],
    [{ lesserDays: true }, 1],
    [{ alternateMode: true }, 3],
    [{ alternateMode: true, lesserDays: true }, 1],
  ])("following days with %j: %i", (flags, count) => {
    expect(followingDayCount(flags)).toBe(count);
    const i = input("2026-07-01T22:00:00Z", "UTC", flags);
    expect(values(i)).toEqual(["2026-07-02", "2026-07-03", "2026-07-04"].slice(0, count));
  });

  it("fifteen minutes, instant replay, today, then the following days", () => {
    const i = input("2026-07-01T08:00:00Z", "UTC", { fifteenMinutes: true, schedule: { ...SCHEDULE, watchNow: true } });
    expect(dayOptions(i).map((d) => [d.value, d.labelKey])).toEqual([
      ["in15", "today15MinsFromNow"],
      ["instant", "watchNowInstantly"],
      ["2026-07-01", "watchLaterToday"],
      ["2026-07-02", null],
      ["2026-07-03", null],
    ]);
  });

  it.each([
    // [watchNow, excludeWatchNow, instant replay offered]
    [true, false, true],
    [true, undefined, true],
    [true, true, false],
    [false, false, false],
    [false, true, false],
  ])("watch-now %s, excluded %s → instant replay %s", (watchNow, excludeWatchNow, offered) => {
    const i = input("2026-07-01T08:00:00Z", "UTC", { schedule: { ...SCHEDULE, watchNow }, excludeWatchNow });
    expect(values(i).includes("instant")).toBe(offered);
  });

  it("the fifteen-minute option only when asked for", () => {
    expect(values(input("2026-07-01T08:00:00Z", "UTC")).includes("in15")).toBe(false);
    expect(values(input("2026-07-01T08:00:00Z", "UTC", { fifteenMinutes: true }))[0]).toBe("in15");
  });

  it("a schedule of empty hours offers only the immediate options", () => {
    const empty = { timeslots: ["", "", ""], watchNow: true };
    expect(values(input("2026-07-01T08:00:00Z", "UTC", { schedule: empty }))).toEqual(["instant"]);
    expect(values(input("2026-07-01T08:00:00Z", "UTC", { schedule: empty, fifteenMinutes: true }))).toEqual(["in15", "instant"]);
    expect(values(input("2026-07-01T08:00:00Z", "UTC", { schedule: { timeslots: [""], watchNow: false } }))).toEqual([]);
  });

  it("accepts the clock as epoch milliseconds", () => {
    const ms = Date.parse("2026-07-01T08:00:00Z");
    expect(dayOptions({ now: ms, timeZone: "UTC", schedule: SCHEDULE })).toEqual(dayOptions(input("2026-07-01T08:00:00Z", "UTC")));
  });
});

describe("day boundaries: dates are the visitor's local dates", () => {
  it.each([
    // The same instant is a different local day in different zones.
    ["2026-07-01T23:30:00Z", "UTC", ["2026-07-02", "2026-07-03"]],
    ["2026-07-01T23:30:00Z", "Europe/Berlin", ["2026-07-02", "2026-07-03", "2026-07-04"]],
    ["2026-07-01T23:30:00Z", "America/New_York", ["2026-07-02", "2026-07-03"]],
    ["2026-07-01T23:30:00Z", "Pacific/Kiritimati", ["2026-07-02", "2026-07-03", "2026-07-04"]],
    // Midnight exactly: the new day with all its hours.
    ["2026-07-01T00:00:00Z", "UTC", ["2026-07-01", "2026-07-02", "2026-07-03"]],
    // The last minute of a day with no hours left, across a month and a year end.
    ["2026-06-30T23:59:00Z", "UTC", ["2026-07-01", "2026-07-02"]],
    ["2026-12-31T23:59:00Z", "UTC", ["2027-01-01", "2027-01-02"]],
    ["2028-02-28T22:00:00Z", "UTC", ["2028-02-29", "2028-03-01"]],
  ])("at %s in %s → %j", (now, zone, days) => {
    expect(values(input(now, zone))).toEqual(days);
  });

  it("times are the slots' instants in UTC, the same for server and browser", () => {
    const i = input("2026-07-01T23:30:00Z", "America/New_York");
    expect(timesFor("2026-07-02", i).map((t) => t.value)).toEqual(["2026-07-02T13:00:00.000Z", "2026-07-02T17:00:00.000Z", "2026-07-02T22:00:00.000Z"]);
    expect(timeslotPicker(i, "2026-07-02")).toEqual(timeslotPicker({ ...i, now: Date.parse("2026-07-01T23:30:00Z") }, "2026-07-02"));
  });
});

describe("DST changes", () => {
  const night = { timeslots: ["01", "02", "03", "09"], watchNow: false };

  it("Europe/Berlin spring forward (2026-03-29): 02:00 does not exist and is dropped", () => {
    expect(zonedHourStart("2026-03-29", 2, "Europe/Berlin")).toBeNull();
    const i = input("2026-03-28T20:00:00Z", "Europe/Berlin", { schedule: night });
    expect(timesFor("2026-03-29", i).map((t) => [t.label, t.value])).toEqual([
      ["1:00 AM", "2026-03-29T00:00:00.000Z"],
      ["3:00 AM", "2026-03-29T01:00:00.000Z"],
      ["9:00 AM", "2026-03-29T07:00:00.000Z"],
    ]);
    expect(timesFor("2026-03-30", i).map((t) => t.value)).toEqual(["2026-03-29T23:00:00.000Z", "2026-03-30T00:00:00.000Z", "2026-03-30T01:00:00.000Z", "2026-03-30T07:00:00.000Z"]);
  });

  it("Europe/Berlin spring forward: just before and after the jump", () => {
    // 00:59Z is 01:59 CET; one minute later it is 03:00 CEST.
    expect(timeLabels("2026-03-29", input("2026-03-29T00:59:00Z", "Europe/Berlin", { schedule: night }))).toEqual(["3:00 AM", "9:00 AM"]);
    expect(timeLabels("2026-03-29", input("2026-03-29T01:00:00Z", "Europe/Berlin", { schedule: night }))).toEqual(["9:00 AM"]);
  });

  it("Europe/Berlin fall back (2026-10-25): 02:00 happens twice, the first one is offered", () => {
    expect(new Date(zonedHourStart("2026-10-25", 2, "Europe/Berlin") ?? 0).toISOString()).toBe("2026-10-25T00:00:00.000Z");
    const i = input("2026-10-24T20:00:00Z", "Europe/Berlin", { schedule: night });
    expect(timesFor("2026-10-25", i).map((t) => [t.label, t.value])).toEqual([
      ["1:00 AM", "2026-10-24T23:00:00.000Z"],
      ["2:00 AM", "2026-10-25T00:00:00.000Z"],
      ["3:00 AM", "2026-10-25T02:00:00.000Z"],
      ["9:00 AM", "2026-10-25T08:00:00.000Z"],
    ]);
    // During the repeated hour (02:30 CET, the second time) hour 2 is the current hour: only later ones.
    expect(timeLabels("2026-10-25", input("2026-10-25T01:30:00Z", "Europe/Berlin", { schedule: night }))).toEqual(["3:00 AM", "9:00 AM"]);
  });

  it("America/New_York spring forward (2026-03-08) and fall back (2026-11-01)", () => {
    expect(zonedHourStart("2026-03-08", 2, "America/New_York")).toBeNull();
    const spring = input("2026-03-07T23:00:00Z", "America/New_York", { schedule: night });
    expect(timesFor("2026-03-08", spring).map((t) => [t.label, t.value])).toEqual([
      ["1:00 AM", "2026-03-08T06:00:00.000Z"],
      ["3:00 AM", "2026-03-08T07:00:00.000Z"],
      ["9:00 AM", "2026-03-08T13:00:00.000Z"],
    ]);
    const fall = input("2026-10-31T23:00:00Z", "America/New_York", { schedule: night });
    expect(timesFor("2026-11-01", fall).map((t) => [t.label, t.value])).toEqual([
      ["1:00 AM", "2026-11-01T05:00:00.000Z"],
      ["2:00 AM", "2026-11-01T07:00:00.000Z"],
      ["3:00 AM", "2026-11-01T08:00:00.000Z"],
      ["9:00 AM", "2026-11-01T14:00:00.000Z"],
    ]);
    // 1 AM happens twice on 2026-11-01: the first (EDT) occurrence.
    expect(new Date(zonedHourStart("2026-11-01", 1, "America/New_York") ?? 0).toISOString()).toBe("2026-11-01T05:00:00.000Z");
  });

  it("a day whose only hour falls in the gap is not offered", () => {
    const gapOnly = { timeslots: ["02", ""], watchNow: false };
    expect(values(input("2026-03-27T12:00:00Z", "Europe/Berlin", { schedule: gapOnly }))).toEqual(["2026-03-28"]);
  });
});

describe("immediate options", () => {
  const i = input("2026-07-01T08:07:42Z", "Europe/Berlin", { fifteenMinutes: true, schedule: { ...SCHEDULE, watchNow: true } });

  it("fifteen minutes from now: 900000 ms later, floored to the minute, 'Start Now'", () => {
    expect(FIFTEEN_MINUTES_MS).toBe(900_000);
    expect(timesFor("in15", i)).toEqual([{ value: "2026-07-01T08:22:00.000Z", label: "10:22 AM", labelKey: "startNow" }]);
  });

  it("instant replay: now, floored to the minute, 'Watch Now'", () => {
    expect(timesFor("instant", i)).toEqual([{ value: "2026-07-01T08:07:00.000Z", label: "10:07 AM", labelKey: "watchNow" }]);
  });

  it("label keys name the SPEC §9 texts", () => {
    expect(Object.values(TIMESLOT_LABELS)).toEqual(["Watch Now Instantly", "Watch Later Today", "Today 15 mins from now", "Start Now", "Watch Now"]);
  });

  it("a day value that is not offered has no times", () => {
    expect(timesFor("instant", input("2026-07-01T08:00:00Z", "UTC"))).toEqual([]);
    expect(timesFor("in15", input("2026-07-01T08:00:00Z", "UTC"))).toEqual([]);
    expect(timesFor("2026-07-09", input("2026-07-01T08:00:00Z", "UTC"))).toEqual([]);
    expect(timesFor("nonsense", input("2026-07-01T08:00:00Z", "UTC"))).toEqual([]);
  });
});

describe("timeslotPicker: choosing a date regenerates its times; default selection (SPEC §4)", () => {
  const i = input("2026-07-01T10:30:00Z", "UTC", { schedule: { ...SCHEDULE, watchNow: true } });

  it("no date chosen: no times and an empty default time", () => {
    for (const day of [null, "", undefined]) {
      const picker = timeslotPicker(i, day);
      expect(picker.days.map((d) => d.value)).toEqual(["instant", "2026-07-01", "2026-07-02", "2026-07-03"]);
      expect(picker).toMatchObject({ selectedDay: "", times: [], selectedTime: "" });
    }
  });

  it("an unknown or stale date counts as no date chosen", () => {
    expect(timeslotPicker(i, "2026-06-30")).toMatchObject({ selectedDay: "", times: [], selectedTime: "" });
  });

  it("choosing a date gives its times and defaults to the first", () => {
    const today = timeslotPicker(i, "2026-07-01");
    expect(today.times.map((t) => t.label)).toEqual(["1:00 PM", "6:00 PM"]);
    expect(today.selectedTime).toBe("2026-07-01T13:00:00.000Z");
    const tomorrow = timeslotPicker(i, "2026-07-02");
    expect(tomorrow.times.map((t) => t.label)).toEqual(["9:00 AM", "1:00 PM", "6:00 PM"]);
    expect(tomorrow.selectedTime).toBe("2026-07-02T09:00:00.000Z");
    const instant = timeslotPicker(i, "instant");
    expect(instant).toMatchObject({ selectedDay: "instant", selectedTime: "2026-07-01T10:30:00.000Z" });
  });
});

describe("isOfferedTimeslot (server-side check of a posted choice)", () => {
  const i = input("2026-07-01T10:30:00Z", "UTC", { fifteenMinutes: true, schedule: { ...SCHEDULE, watchNow: true } });

  it("accepts offered date slots and rejects others", () => {
    expect(isOfferedTimeslot(i, "2026-07-01", "2026-07-01T13:00:00.000Z")).toBe(true);
    expect(isOfferedTimeslot(i, "2026-07-01", "2026-07-01T09:00:00.000Z")).toBe(false);
    expect(isOfferedTimeslot(i, "2026-07-02", "2026-07-01T13:00:00.000Z")).toBe(false);
    expect(isOfferedTimeslot(i, "2026-07-09", "2026-07-09T13:00:00.000Z")).toBe(false);
  });

  it("accepts an immediate slot rendered a little earlier, not a future or stale one", () => {
    expect(isOfferedTimeslot(i, "instant", "2026-07-01T10:30:00.000Z")).toBe(true);
    expect(isOfferedTimeslot(i, "instant", "2026-07-01T10:05:00.000Z")).toBe(true);
    expect(isOfferedTimeslot(i, "instant", "2026-07-01T08:00:00.000Z")).toBe(false);
    expect(isOfferedTimeslot(i, "in15", "2026-07-01T10:45:00.000Z")).toBe(true);
    expect(isOfferedTimeslot(i, "in15", "2026-07-01T12:00:00.000Z")).toBe(false);
    expect(isOfferedTimeslot(i, "in15", "not a date")).toBe(false);
  });
});
