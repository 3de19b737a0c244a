import { describe, expect, it } from "vitest";
import { timeZoneCookieValue, timeZoneFromCookieHeader, validTimeZone } from "./time-zone";

describe("time zone client hint", () => {
  it.each([
    ["Europe/Berlin", "Europe/Berlin"],
    ["America/Argentina/Buenos_Aires", "America/Argentina/Buenos_Aires"],
    ["UTC", "UTC"],
    ["Mars/Olympus", null],
    ["Europe/Berlin<script>", null],
    ["", null],
    ["x".repeat(100), null],
    [42, null],
  ])("validTimeZone(%j) → %j", (raw, expected) => {
    expect(validTimeZone(raw)).toBe(expected);
  });

  it("reads the zone from the Cookie header, UTC when absent or bad", () => {
    expect(timeZoneFromCookieHeader("a=1; tz=Asia%2FTokyo; b=2")).toBe("Asia/Tokyo");
    expect(timeZoneFromCookieHeader("tz=Asia/Kolkata")).toBe("Asia/Kolkata");
    expect(timeZoneFromCookieHeader(null)).toBe("UTC");
    expect(timeZoneFromCookieHeader("xtz=Asia/Tokyo")).toBe("UTC");
    expect(timeZoneFromCookieHeader("tz=%E0%A4%A")).toBe("UTC");
    expect(timeZoneFromCookieHeader("tz=Nowhere/Land")).toBe("UTC");
  });

  it("writes a cookie the server reads back", () => {
    const written = timeZoneCookieValue("America/New_York").split(";")[0];
    expect(timeZoneFromCookieHeader(written ?? null)).toBe("America/New_York");
  });
});
