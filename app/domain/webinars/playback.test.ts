import { describe, expect, it } from "vitest";
import { allowedLiveSeek, formatPosition, livePosition, playbackPlan } from "./playback";

const SLOT = "2026-11-24T18:00:00.000Z";
const START = Date.parse(SLOT);
const MIN = 60_000;

describe("playbackPlan", () => {
  it.each([
    ["a minute before the slot", START - MIN, null, { mode: "upcoming", startAt: 0, seekForward: false, resumed: false }],
    ["exactly at the start", START, null, { mode: "live", startAt: 0, seekForward: false, resumed: false }],
    ["two and a half minutes in", START + 2.5 * MIN, null, { mode: "live", startAt: 150, seekForward: false, resumed: false }],
    ["two and a half minutes in, with saved progress", START + 2.5 * MIN, 20, { mode: "live", startAt: 150, seekForward: false, resumed: false }],
    ["just after the video's end", START + 3 * MIN, null, { mode: "replay", startAt: 0, seekForward: true, resumed: false }],
    ["a day later with saved progress", START + 1440 * MIN, 72.5, { mode: "replay", startAt: 72.5, seekForward: true, resumed: true }],
    ["a day later, saved near the end", START + 1440 * MIN, 176, { mode: "replay", startAt: 0, seekForward: true, resumed: false }],
    ["a day later, saved at 0", START + 1440 * MIN, 0, { mode: "replay", startAt: 0, seekForward: true, resumed: false }],
  ] as const)("%s", (_case, nowMs, savedS, plan) => {
    expect(playbackPlan({ nowMs, slot: SLOT, durationS: 180, savedS })).toEqual(plan);
  });

  it("replays from the saved position when there is no slot", () => {
    expect(playbackPlan({ nowMs: START, slot: null, durationS: 180, savedS: 30 })).toEqual({ mode: "replay", startAt: 30, seekForward: true, resumed: true });
  });

  it("refuses a slot that is not an instant", () => {
    expect(() => playbackPlan({ nowMs: START, slot: "tomorrow", durationS: 180, savedS: null })).toThrow(RangeError);
  });
});

describe("live seeking", () => {
  it("is the time since the start, never negative", () => {
    expect(livePosition(START, START + 90_500)).toBe(90.5);
    expect(livePosition(START, START - 1_000)).toBe(0);
  });

  it("allows going back and small jitter, and sends a jump ahead back to live", () => {
    expect(allowedLiveSeek(10, 90)).toBe(10);
    expect(allowedLiveSeek(91.5, 90)).toBe(91.5);
    expect(allowedLiveSeek(120, 90)).toBe(90);
  });
});

describe("formatPosition", () => {
  it.each([
    [0, "0:00"],
    [72.5, "1:12"],
    [599, "9:59"],
    [3725, "1:02:05"],
    [-3, "0:00"],
  ])("%s s → %s", (seconds, text) => {
    expect(formatPosition(seconds)).toBe(text);
  });
});
