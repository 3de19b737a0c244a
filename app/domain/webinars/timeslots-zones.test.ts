import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { formatHour12, formatTime12, timesFor, timeslotPicker, zonedHourStart } from "./timeslots";
import { input, timeLabels, values } from "./timeslots.fixtures";

/** The timeslot picker's clock and zone rules: 12-hour times, local dates, DST. */

describe("formatHour12 / formatTime12 (12-hour AM/PM)", () => {
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
    expect(timesFor("2026-03-30", i).map((t) => t.value)).toEqual([
      "2026-03-29T23:00:00.000Z",
      "2026-03-30T00:00:00.000Z",
      "2026-03-30T01:00:00.000Z",
      "2026-03-30T07:00:00.000Z",
    ]);
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

describe("UTC without the time-zone database", () => {
  it("offers exactly what the zone database gives for UTC (Etc/UTC), at any clock and schedule", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }),
        fc.uniqueArray(fc.integer({ min: 0, max: 23 }), { maxLength: 24 }),
        fc.record({ fifteenMinutes: fc.boolean(), lesserDays: fc.boolean(), alternateMode: fc.boolean(), watchNow: fc.boolean() }),
        (now, hours, flags) => {
          const base = input(new Date(now).toISOString(), "UTC", { ...flags, schedule: { timeslots: hours.map(String), watchNow: flags.watchNow } });
          const fast = timeslotPicker({ ...base, timeZone: "UTC" }, "in15");
          const database = timeslotPicker({ ...base, timeZone: "Etc/UTC" }, "in15");
          expect(fast).toEqual(database);
          for (const day of fast.days) expect(timesFor(day.value, { ...base, timeZone: "UTC" })).toEqual(timesFor(day.value, { ...base, timeZone: "Etc/UTC" }));
        },
      ),
      { numRuns: 200 },
    );
  });
});
