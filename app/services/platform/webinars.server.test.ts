import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { platformRequests } from "../../../sandbox/platform/handler";
import { FAIL_EMAIL, HTTP_500_EMAIL, sandboxAttendee } from "../../../sandbox/platform/webinar-resolvers";
import { timeslotPicker } from "~/domain/webinars/timeslots";
import { PlatformError } from "./client.server";
import { ATTENDEE_STATUSES } from "./entities";
import {
  fetchAttendee,
  getWebinarSettings,
  isAttendeeUuid,
  progressIn,
  registerAttendee,
  setAttendeeAssetProgress,
  updateAttendeeStatus,
  webinarConfig,
  type RegisterAttendeeInput,
} from "./webinars.server";
import { SANDBOX_PLATFORM, setupSandboxPlatform } from "../../../tests/unit/sandbox-platform";

/** Webinar and attendee calls (docs/product/webinars.md) against the sandbox platform. */
const PLATFORM = SANDBOX_PLATFORM;
const server = setupSandboxPlatform({ timeoutMs: 500 });

const NORA = "5f0c2a8e-3b1d-4c7a-9e21-7d4b8a6f1c01";
const TOMAS = "5f0c2a8e-3b1d-4c7a-9e21-7d4b8a6f1c02";
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

const registration = (overrides: Partial<RegisterAttendeeInput> = {}): RegisterAttendeeInput => ({
  webinarId: "web-three-breath-reset-1",
  name: "Priya Raman",
  email: "priya.raman@example.com",
  phone: "+447911123456",
  timeslot: new Date(Date.now() + 2 * 86_400_000).toISOString(),
  timeZone: "Europe/London",
  language: "en",
  utm: { source: "newsletter", campaign: "breath-2026" },
  landingPage: "/masterclass/three-breath-reset",
  marketingConsent: true,
  ...overrides,
});

async function failureOf(promise: Promise<unknown>): Promise<PlatformError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PlatformError);
  return error as PlatformError;
}

describe("getWebinarSettings", () => {
  it("parses title, author, quest categories, schedule with empty hours, watch-now and video", async () => {
    const webinar = await getWebinarSettings("web-three-breath-reset-1");
    expect(webinar).toMatchObject({
      id: "web-three-breath-reset-1",
      title: "The Three-Breath Reset: Calm in Under a Minute",
      duration: 35,
      author: { name: "Amara Okafor" },
      quest: { slug: "three-breath-reset", categories: [{ id: "mind", name: "Mind" }] },
      settings: { schedule: { timeslots: ["09", "", "12", "15", "", "19", "21"], watchNow: true } },
      video: { id: "asset-video-three-breath-reset", url: "/sandbox-assets/webinars/masterclass.webm", mimeType: "video/webm", duration: 180 },
    });
  });

  it("feeds the timeslot picker", async () => {
    const webinar = await getWebinarSettings("web-repair-after-a-fight-1");
    expect(webinar?.settings.schedule.watchNow).toBe(false);
    const picker = timeslotPicker({ now: Date.parse("2026-07-01T06:00:00Z"), timeZone: "UTC", schedule: webinar!.settings.schedule }, "2026-07-01");
    expect(picker.times.map((t) => t.label)).toEqual(["11:00 AM", "4:00 PM", "8:00 PM"]);
  });

  it("answers null for an unknown webinar", async () => {
    expect(await getWebinarSettings("web-nope")).toBeNull();
  });

  it("is cached for visitors: one platform request for repeated reads", async () => {
    const count = () => platformRequests().filter((r) => r.operationName === "WebinarSettings").length;
    await getWebinarSettings("web-the-five-minute-morning-2");
    const after = count();
    await getWebinarSettings("web-the-five-minute-morning-2");
    expect(count()).toBe(after);
  });

  it("throws a PlatformError when the platform fails", async () => {
    server.use(http.post(`${PLATFORM}/graph`, () => HttpResponse.text("down", { status: 503 })));
    expect((await failureOf(getWebinarSettings("web-three-breath-reset-2"))).failure).toBe("http");
  });

  it("rejects a webinar without a schedule", async () => {
    server.use(
      http.post(`${PLATFORM}/graph`, () =>
        HttpResponse.json({
          data: { webinar: { id: "x", title: "X", duration: null, author: { id: "a", name: "A" }, quest: null, settings: {}, video: null } },
        }),
      ),
    );
    expect((await failureOf(getWebinarSettings("web-broken"))).failure).toBe("parse");
  });
});

describe("webinarConfig", () => {
  it("lists its webinars and the total enrolment", async () => {
    const config = await webinarConfig("cfg-three-breath-reset");
    expect(config?.webinars).toEqual([
      { id: "web-three-breath-reset-1", title: "The Three-Breath Reset: Calm in Under a Minute" },
      { id: "web-three-breath-reset-2", title: "The Three-Breath Reset: Evening Session" },
    ]);
    expect(config?.totalEnrollCount).toBeGreaterThanOrEqual(31540);
  });

  it("answers null for an unknown config", async () => {
    expect(await webinarConfig("cfg-nope")).toBeNull();
  });
});

describe("attendees", () => {
  it("fetches an attendee with saved progress", async () => {
    const tomas = await fetchAttendee(TOMAS);
    expect(tomas).toMatchObject({
      uuid: TOMAS,
      status: "watched_replay",
      name: "Tomás Álvarez",
      phone: "+34612345678",
      webinarId: "web-three-breath-reset-1",
      timeZone: "Europe/Madrid",
    });
    expect(progressIn(tomas!, "asset-video-three-breath-reset")).toMatchObject({ currentTime: 72.5, totalTime: 180 });
    expect(progressIn(tomas!, "asset-other")).toBeNull();
    expect((await fetchAttendee(NORA))?.progress).toEqual([]);
  });

  it("answers null for an unknown uuid and is never cached", async () => {
    expect(await fetchAttendee(UNKNOWN)).toBeNull();
    const count = () => platformRequests().filter((r) => r.operationName === "Attendee").length;
    const before = count();
    await fetchAttendee(NORA);
    await fetchAttendee(NORA);
    expect(count()).toBe(before + 2);
    expect(platformRequests().at(-1)?.authenticated).toBe(false);
  });

  it("saves progress (seconds) and reads it back", async () => {
    const eventTime = Math.floor(Date.now() / 1000);
    const saved = await setAttendeeAssetProgress({
      assetId: "asset-video-three-breath-reset",
      attendeeUuid: NORA,
      currentTime: 95.25,
      eventTime,
      totalTime: 180,
    });
    expect(saved).toEqual({ successful: true, messages: [], result: { uuid: NORA } });
    const nora = await fetchAttendee(NORA);
    expect(nora?.progress).toEqual([{ assetId: "asset-video-three-breath-reset", currentTime: 95.25, eventTime, totalTime: 180 }]);
    // A later report replaces the earlier one for the same asset.
    await setAttendeeAssetProgress({
      assetId: "asset-video-three-breath-reset",
      attendeeUuid: NORA,
      currentTime: 120,
      eventTime: eventTime + 30,
      totalTime: 180,
    });
    expect((await fetchAttendee(NORA))?.progress).toHaveLength(1);
    expect(progressIn((await fetchAttendee(NORA))!, "asset-video-three-breath-reset")?.currentTime).toBe(120);
  });

  it("refuses progress for an unknown attendee or impossible times", async () => {
    const unknown = await setAttendeeAssetProgress({ assetId: "a", attendeeUuid: UNKNOWN, currentTime: 1, eventTime: 1, totalTime: 2 });
    expect(unknown).toEqual({
      successful: false,
      messages: [{ field: "attendeeUuid", message: "No attendee with this uuid.", code: "not_found" }],
      result: null,
    });
    const negative = await setAttendeeAssetProgress({ assetId: "a", attendeeUuid: NORA, currentTime: -1, eventTime: 1, totalTime: 2 });
    expect(negative.messages).toEqual([expect.objectContaining({ field: "currentTime", code: "invalid" })]);
    const pastEnd = await setAttendeeAssetProgress({ assetId: "a", attendeeUuid: NORA, currentTime: 500, eventTime: 1, totalTime: 180 });
    expect(pastEnd.successful).toBe(false);
  });

  it("updates a status, and refuses an unknown uuid with not_found", async () => {
    expect(await updateAttendeeStatus(NORA, "joined")).toEqual({ successful: true, messages: [], result: { uuid: NORA } });
    expect((await fetchAttendee(NORA))?.status).toBe("joined");
    expect(await updateAttendeeStatus(UNKNOWN, "joined")).toEqual({
      successful: false,
      messages: [{ field: "uuid", message: "No attendee with this uuid.", code: "not_found" }],
      result: null,
    });
    const invalid = await updateAttendeeStatus(NORA, "vip" as never);
    expect(invalid.messages[0]).toMatchObject({ field: "status", code: "invalid" });
    expect(ATTENDEE_STATUSES).toContain("unsubscribed");
  });

  it("recognises attendee uuids", () => {
    expect(isAttendeeUuid(NORA)).toBe(true);
    expect(isAttendeeUuid(NORA.toUpperCase())).toBe(true);
    expect(isAttendeeUuid("not-a-uuid")).toBe(false);
    expect(isAttendeeUuid(`${NORA}x`)).toBe(false);
    expect(isAttendeeUuid(42)).toBe(false);
  });
});

describe("registerAttendee (v2 mutation)", () => {
  it("registers and answers the new attendee's uuid, which then reads back", async () => {
    const outcome = await registerAttendee(registration());
    expect(outcome.successful).toBe(true);
    expect(outcome.messages).toEqual([]);
    const uuid = outcome.result!.uuid;
    expect(isAttendeeUuid(uuid)).toBe(true);
    expect(await fetchAttendee(uuid)).toMatchObject({
      uuid,
      status: "registered",
      email: "priya.raman@example.com",
      phone: "+447911123456",
      webinarId: "web-three-breath-reset-1",
    });
    expect(sandboxAttendee(uuid)?.timeZone).toBe("Europe/London");
  });

  it("registers without a phone number (no text reminder); a new time without one keeps the number given before", async () => {
    const { phone: _phone, ...withoutPhone } = registration({ email: "no.phone@example.com" });
    const outcome = await registerAttendee(withoutPhone);
    expect(outcome).toMatchObject({ successful: true, messages: [] });
    expect(await fetchAttendee(outcome.result!.uuid)).toMatchObject({ email: "no.phone@example.com", phone: null });

    const withPhone = await registerAttendee(registration({ email: "later.phone@example.com" }));
    const moved = await registerAttendee({ ...withoutPhone, email: "later.phone@example.com", timeslot: registration().timeslot });
    expect(moved.result?.uuid).toBe(withPhone.result?.uuid);
    expect(await fetchAttendee(moved.result!.uuid)).toMatchObject({ phone: "+447911123456" });
  });

  it("the same email for the same webinar answers the existing uuid", async () => {
    const first = await registerAttendee(registration());
    const again = await registerAttendee(registration({ email: "Priya.Raman@example.com" }));
    expect(again.result?.uuid).toBe(first.result?.uuid);
  });

  it.each([
    [{ email: "priya@" }, [{ field: "email", message: "Email address is not valid.", code: "invalid" }]],
    [{ phone: "+1555" }, [{ field: "phone", message: "Phone number is not valid.", code: "invalid" }]],
    [{ phone: "07911123456" }, [{ field: "phone", message: "Phone number is not valid.", code: "invalid" }]],
    [{ name: " " }, [{ field: "name", message: "Please enter your name.", code: "required" }]],
    [{ webinarId: "web-nope" }, [{ field: "webinarId", message: "This webinar does not exist.", code: "not_found" }]],
    [{ timeslot: "2020-01-01T09:00:00.000Z" }, [{ field: "timeslot", message: "This timeslot is not available.", code: "invalid" }]],
    [{ timeZone: "Mars/Olympus" }, [{ field: "timeZone", message: "Unknown time zone.", code: "invalid" }]],
  ])("refuses %j with messages", async (overrides, messages) => {
    expect(await registerAttendee(registration(overrides))).toEqual({ successful: false, messages, result: null });
  });

  it("reports every invalid field at once", async () => {
    const outcome = await registerAttendee(registration({ email: "x", phone: "1" }));
    expect(outcome.messages.map((m) => m.field)).toEqual(["email", "phone"]);
  });

  it("the magic emails make the platform fail: HTTP 500, or a GraphQL error", async () => {
    expect(await failureOf(registerAttendee(registration({ email: HTTP_500_EMAIL })))).toMatchObject({ failure: "http", status: 500 });
    expect((await failureOf(registerAttendee(registration({ email: FAIL_EMAIL })))).failure).toBe("graphql");
  });
});
