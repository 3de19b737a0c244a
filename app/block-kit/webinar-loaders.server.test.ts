import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { unpackCountries } from "~/domain/forms/country-choices";
import { formatZoned } from "~/domain/webinars/zoned-time";
import { locationHandlers } from "../../sandbox/location/handler";
import { getEnv } from "~/env.server";
import { logger } from "~/services/logger.server";
import { serializeAttendeeCookie } from "~/services/attendee-cookie.server";
import { requestStorage } from "~/services/request-store.server";
import phoneInputLoader from "../blocks/phone_input/loader.server";
import { schema as phoneInputSchema } from "../blocks/phone_input/schema";
import timeslotPickerLoader, { type TimeslotPickerData } from "../blocks/timeslot_picker/loader.server";
import { schema as timeslotPickerSchema } from "../blocks/timeslot_picker/schema";
import webinarPlayerLoader from "../blocks/webinar_player/loader.server";
import { schema as webinarPlayerSchema } from "../blocks/webinar_player/schema";
import { SANDBOX_PLATFORM, setupSandboxPlatform } from "../../tests/unit/sandbox-platform";

/** Loaders of the webinar blocks against the sandbox platform and location lookup. */
const PLATFORM = SANDBOX_PLATFORM;
const server = setupSandboxPlatform({ timeoutMs: 300, extraHandlers: [...locationHandlers(getEnv().LOCATION_API_URL)] });

const TOMAS = "5f0c2a8e-3b1d-4c7a-9e21-7d4b8a6f1c02";
const context = (url = "https://www.brightpath.example/masterclass", headers: Record<string, string> = {}, lang: "en" | "de" = "en") => ({
  request: new Request(url, { headers }),
  lang,
  preview: false,
  accessToken: null,
  timeZone: "Europe/Berlin",
  slug: "masterclass/three-breath-reset",
  template: false,
});
/** A blok of `component` with the given fields, already parsed by its schema (as loaders receive it). */
const blok = <T extends object>(component: string, parsed: T) => ({ _uid: `${component}-1`, component, ...parsed });
const picker = (fields: Record<string, unknown>) => blok("timeslot_picker", timeslotPickerSchema.parse(fields));

describe("timeslot_picker loader", () => {
  it("gives the view the schedule, the server clock, UTC whatever the visitor's zone hint, and a ?day= choice", async () => {
    const before = Date.now();
    const data = (await timeslotPickerLoader.load(
      picker({ webinar_id: "web-three-breath-reset-2" }),
      context("https://www.brightpath.example/m?day=2026-11-24"),
    )) as TimeslotPickerData;
    // The page is every visitor's: the browser shows its own zone.
    expect(timeslotPickerLoader.personal).toBe(false);
    expect(data).toMatchObject({
      webinarId: "web-three-breath-reset-2",
      timeZone: "UTC",
      schedule: { timeslots: ["", "18", "", "20", ""], watchNow: false },
      day: "2026-11-24",
    });
    expect(data.now).toBeGreaterThanOrEqual(before);
  });

  it("ignores a ?day= that is no day value", async () => {
    const data = (await timeslotPickerLoader.load(
      picker({ webinar_id: "web-three-breath-reset-1" }),
      context("https://www.brightpath.example/m?day=<b>"),
    )) as TimeslotPickerData;
    expect(data.day).toBeNull();
  });

  it("answers nothing, and logs, when the platform fails or the webinar is unknown", async () => {
    const warn = vi.spyOn(logger, "warn");
    server.use(http.post(`${PLATFORM}/graph`, () => new HttpResponse("down", { status: 500 })));
    expect(await timeslotPickerLoader.load(picker({ webinar_id: "web-three-breath-reset-1" }), context())).toBeNull();
    expect(warn).toHaveBeenCalledWith("timeslot-fetch-failed", expect.objectContaining({ webinarId: "web-three-breath-reset-1" }));
    server.resetHandlers();
    expect(await timeslotPickerLoader.load(picker({ webinar_id: "no-such-webinar" }), context())).toBeNull();
    expect(warn).toHaveBeenCalledWith("timeslot-webinar-unknown", expect.objectContaining({ webinarId: "no-such-webinar" }));
  });
});

describe("phone_input loader", () => {
  /** The loader as a request from `clientIp` (decided by the server as the request came in) sees it. */
  const phone = async (clientIp: string | null, fields: Record<string, unknown> = {}, lang: "en" | "de" = "en") =>
    requestStorage.run({ requestId: "test-request", upstreams: [], clientIp }, () =>
      phoneInputLoader.load(blok("phone_input", phoneInputSchema.parse(fields)), context(undefined, {}, lang)),
    );

  it("starts on the blok's country whatever the visitor's location, and names countries in the page's language", async () => {
    const data = await phone("203.0.113.20", { default_country: "US" }, "de");
    // The page is every visitor's: the browser preselects the visitor's own (/api/visitor-country).
    expect(data.defaultCountry).toBe("US");
    expect(unpackCountries(data.countries).find((c) => c.alpha2 === "DE")).toEqual({ alpha2: "DE", name: "Deutschland", callingCode: "+49" });
  });

  it("falls back to the blok's country when the location is unknown or fails, else none", async () => {
    expect((await phone(null, { default_country: "gb" })).defaultCountry).toBe("GB");
    expect((await phone("192.0.2.250", { default_country: "GB" })).defaultCountry).toBe("GB");
    expect((await phone(null)).defaultCountry).toBe("");
  });
});

describe("webinar_player loader", () => {
  const player = async (headers: Record<string, string> = {}, url?: string) =>
    webinarPlayerLoader.load(
      blok(
        "webinar_player",
        webinarPlayerSchema.parse({
          webinar_id: "web-three-breath-reset-1",
          register_link: { linktype: "url", url: "/masterclass#register", cached_url: "/masterclass#register" },
        }),
      ),
      context(url, headers),
    );

  it("asks visitors without an attendee to register", async () => {
    expect(await player()).toEqual({ kind: "not-registered", registerHref: "/masterclass#register" });
  });

  it("plays the attendee's replay from their saved progress (cookie or ?a=)", async () => {
    const cookie = (await serializeAttendeeCookie(TOMAS)).split(";")[0] ?? "";
    for (const data of [await player({ Cookie: cookie }), await player({}, `https://www.brightpath.example/watch?a=${TOMAS}`)]) {
      expect(data).toMatchObject({
        kind: "player",
        attendeeUuid: TOMAS,
        video: { assetId: "asset-video-three-breath-reset", url: "/sandbox-assets/webinars/masterclass.webm", durationS: 180 },
        plan: { mode: "replay", startAt: 72.5, seekForward: true, resumed: true },
      });
      // The slot as the visitor's zone reads it (the client hint), formatted here: the view shows it while hydrating.
      if (data.kind === "player") expect(data.when).toEqual(formatZoned(data.slot, "Europe/Berlin", "en"));
    }
  });
});
