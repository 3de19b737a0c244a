import { describe, expect, it } from "vitest";
import { FIFTEEN_MINUTES_MS, TIMESLOT_LABELS, dayOptions, followingDayCount, isOfferedTimeslot, scheduleHours, timeslotPicker, timesFor } from "./timeslots";
import { input, SCHEDULE, timeLabels, values } from "./timeslots.fixtures";

/** The timeslot picker of docs/product/webinars.md: today's hours, fifteen minutes, labels. Time formats and zones: timeslots-zones.test.ts. */

describe("scheduleHours (empty hours dropped)", () => {
  it.each([
    [
      ["09", "", "13"],
      [9, 13],
    ],
    [["", "", ""], []],
    [
      ["18", "09", "9", " 13 "],
      [9, 13, 18],
    ],
    [
      ["00", "23", "24", "ab", "9:30", "-1"],
      [0, 23],
    ],
    [[], []],
  ])("%j → %j", (slots, hours) => {
    expect(scheduleHours(slots)).toEqual(hours);
  });
});

describe("today's hours: only those later than the current hour", () => {
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

describe("day options in order", () => {
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

describe("immediate options", () => {
  const i = input("2026-07-01T08:07:42Z", "Europe/Berlin", { fifteenMinutes: true, schedule: { ...SCHEDULE, watchNow: true } });

  it("fifteen minutes from now: 900000 ms later, floored to the minute, 'Start Now'", () => {
    expect(FIFTEEN_MINUTES_MS).toBe(900_000);
    expect(timesFor("in15", i)).toEqual([{ value: "2026-07-01T08:22:00.000Z", label: "10:22 AM", labelKey: "startNow" }]);
  });

  it("instant replay: now, floored to the minute, 'Watch Now'", () => {
    expect(timesFor("instant", i)).toEqual([{ value: "2026-07-01T08:07:00.000Z", label: "10:07 AM", labelKey: "watchNow" }]);
  });

  it("label keys name the day and time texts", () => {
    expect(Object.values(TIMESLOT_LABELS)).toEqual(["Watch Now Instantly", "Watch Later Today", "Today 15 mins from now", "Start Now", "Watch Now"]);
  });

  it("a day value that is not offered has no times", () => {
    expect(timesFor("instant", input("2026-07-01T08:00:00Z", "UTC"))).toEqual([]);
    expect(timesFor("in15", input("2026-07-01T08:00:00Z", "UTC"))).toEqual([]);
    expect(timesFor("2026-07-09", input("2026-07-01T08:00:00Z", "UTC"))).toEqual([]);
    expect(timesFor("nonsense", input("2026-07-01T08:00:00Z", "UTC"))).toEqual([]);
  });
});

describe("timeslotPicker: choosing a date regenerates its times; default selection", () => {
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
