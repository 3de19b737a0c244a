import { describe, expect, it } from "vitest";
import { formatZoned, slotFromQuery, splitDuration } from "./zoned-time";

describe("formatZoned", () => {
  it("shows one instant in the visitor's zone and language", () => {
    expect(formatZoned("2026-11-24T18:00:00.000Z", "UTC", "en")).toEqual({ date: "Tuesday, 24 November 2026", time: "6:00 PM", zone: "UTC" });
    expect(formatZoned("2026-11-24T23:30:00.000Z", "Asia/Tokyo", "en")).toMatchObject({ date: "Wednesday, 25 November 2026", time: "8:30 AM" });
    expect(formatZoned("2026-11-24T18:00:00.000Z", "Europe/Berlin", "de")).toMatchObject({ date: "Dienstag, 24 November 2026", time: "19:00" });
  });

  it("refuses an invalid instant", () => {
    expect(() => formatZoned("not a date", "UTC", "en")).toThrow(RangeError);
  });
});

describe("splitDuration", () => {
  it.each([
    [0, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [-5_000, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [30_000, { days: 0, hours: 0, minutes: 0, seconds: 30 }],
    [29_001, { days: 0, hours: 0, minutes: 0, seconds: 30 }],
    [90_061_000, { days: 1, hours: 1, minutes: 1, seconds: 1 }],
  ])("%d ms", (ms, expected) => {
    expect(splitDuration(ms)).toEqual(expected);
  });
});

describe("slotFromQuery", () => {
  const now = Date.parse("2026-11-22T12:00:00.000Z");
  it.each([
    ["2026-11-24T18:00:00.000Z", "2026-11-24T18:00:00.000Z"],
    ["2026-11-24T19:00:00+01:00", "2026-11-24T18:00:00.000Z"],
    ["2028-01-01T00:00:00.000Z", null],
    ["1999-01-01T00:00:00.000Z", null],
    ["2027-02-30T10:00", null],
    ["2026-11-31T10:00:00.000Z", null],
    ["2026-11-24T25:00:00.000Z", null],
    ["tomorrow", null],
    ["1732471200000", null],
    ["", null],
    [null, null],
  ])("%j → %j", (raw, expected) => {
    expect(slotFromQuery(raw, now)).toBe(expected);
  });
});
