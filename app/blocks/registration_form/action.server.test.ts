import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { receivedRegistrations, sandboxAttendee } from "../../../sandbox/platform/webinar-resolvers";
import { timeslotPicker } from "~/domain/webinars/timeslots";
import { readAttendeeCookie } from "~/services/attendee-cookie.server";
import { attendeeLimitKey, keyCounted, LIMITS } from "~/services/rate-limit.server";
import { requestStorage } from "~/services/request-store.server";
import action from "./action.server";
import type { RegistrationActionData } from "./fields";
import { schema } from "./schema";
import { SANDBOX_PLATFORM, setupSandboxPlatform } from "../../../tests/unit/sandbox-platform";

/** The registration form's action against the sandbox platform (docs/product/webinars.md#registration). */
const PLATFORM = SANDBOX_PLATFORM;
const server = setupSandboxPlatform({ timeoutMs: 500 });

const blok = {
  _uid: "reg-1",
  component: "registration_form",
  ...schema.parse({
    sign_up_event: "masterclass_sign_up",
    thank_you_page: { linktype: "url", url: "/masterclass/thank-you", cached_url: "/masterclass/thank-you" },
    fields: [
      { _uid: "tp-1", component: "timeslot_picker", webinar_id: "web-three-breath-reset-2" },
      { _uid: "ph-1", component: "phone_input" },
    ],
  }),
};

/** The evening webinar's schedule (sandbox `web-three-breath-reset-2`), the form's webinar. */
const EVENING = { timeslots: ["", "18", "", "20", ""], watchNow: false };

/** The sandbox's webinars and their schedules, for one address registering for several. */
const WEBINARS = [
  { id: "web-three-breath-reset-2", schedule: EVENING },
  { id: "web-the-five-minute-morning-1", schedule: { timeslots: ["06", "07", "", "08"], watchNow: false } },
  { id: "web-the-five-minute-morning-2", schedule: { timeslots: ["", "10", ""], watchNow: true } },
  { id: "web-repair-after-a-fight-1", schedule: { timeslots: ["11", "", "16", "", "20"], watchNow: false } },
  { id: "web-repair-after-a-fight-2", schedule: { timeslots: ["13", "", "", "19"], watchNow: true } },
  { id: "web-three-breath-reset-1", schedule: { timeslots: ["09", "", "12", "15", "", "19", "21"], watchNow: true } },
];

/** The `dayIndex`-th scheduled day and its first time offered right now (UTC) for a webinar of `schedule`. */
function offeredSlot(schedule: { timeslots: string[]; watchNow: boolean } = EVENING, dayIndex = 0) {
  const input = { now: Date.now(), timeZone: "UTC", schedule };
  const day = timeslotPicker(input).days.filter((d) => d.kind === "date")[dayIndex]!.value;
  return { day, timeslot: timeslotPicker(input, day).selectedTime };
}

/** The form registering for `webinarId`. */
const formFor = (webinarId: string) => ({
  ...blok,
  fields: blok.fields.map((field) => (field.component === "timeslot_picker" ? { ...field, webinar_id: webinarId } : field)),
});

let visitors = 0;

/** The same form whose phone field may stay empty (`phone_input.required` off). */
const optionalPhoneBlok = {
  ...blok,
  fields: blok.fields.map((field) => (field.component === "phone_input" ? { ...field, required: false } : field)),
};

/** Posts the form as the client at `ip` (by default a new client for each post, so that no test spends another's limit). */
function post(fields: Record<string, string>, ip = `203.0.113.${++visitors}`, target = blok) {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    _block: "reg-1",
    intent: "register",
    name: "Ada Lovelace",
    email: "ada.action@example.com",
    phoneCountry: "DE",
    phone: "0151 12345678",
    timeZone: "UTC",
    ...offeredSlot(),
    ...fields,
  })) {
    form.set(key, value);
  }
  const request = new Request("https://www.brightpath.example/masterclass?utm_source=newsletter", { method: "POST" });
  const context = { request, lang: "en" as const, preview: false, accessToken: null, timeZone: "UTC", slug: "masterclass/three-breath-reset", template: false };
  return requestStorage.run({ requestId: `test-${visitors}`, upstreams: [], clientIp: ip }, () => action.act(target, form, context));
}

async function answer(fields: Record<string, string>) {
  return (await post(fields)) as RegistrationActionData;
}

describe("registration_form action", () => {
  it("registers, stores the attendee and redirects to the thank-you page with the slot", async () => {
    const { timeslot } = offeredSlot();
    const redirect = await post({}).catch((thrown: unknown) => thrown as Response);
    expect(redirect).toBeInstanceOf(Response);
    const response = redirect as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/masterclass/thank-you?slot=${encodeURIComponent(timeslot)}`);
    const stored = await readAttendeeCookie(response.headers.get("Set-Cookie"));
    expect(stored?.status).toBe("registered");
    expect(sandboxAttendee(stored!.uuid)).toMatchObject({
      email: "ada.action@example.com",
      phone: "+4915112345678",
      timeslot,
      webinarId: "web-three-breath-reset-2",
    });
  });

  it("answers zod's errors at their fields with the values kept", async () => {
    const { result } = await answer({ email: "ada@", phone: "1" });
    expect(result.error).toMatchObject({ email: ["form.email"], phone: ["form.phoneInvalid"] });
    expect(result.initialValue).toMatchObject({ name: "Ada Lovelace", email: "ada@", phone: "1" });
  });

  it("requires a number when the phone field does, saying so at the field", async () => {
    const { result } = await answer({ phone: "" });
    expect(result.error).toEqual({ phone: ["form.missing.phone"] });
  });

  it("registers without a number when the phone field is optional, and checks one that is given", async () => {
    const redirect = await post({ email: "no.number@example.com", phone: "" }, undefined, optionalPhoneBlok).catch((thrown: unknown) => thrown as Response);
    expect((redirect as Response).status).toBe(302);
    const stored = await readAttendeeCookie((redirect as Response).headers.get("Set-Cookie"));
    expect(sandboxAttendee(stored!.uuid)).toMatchObject({ email: "no.number@example.com", phone: null });
    const { result } = (await post({ phone: "12" }, undefined, optionalPhoneBlok)) as RegistrationActionData;
    expect(result.error).toEqual({ phone: ["form.phoneInvalid"] });
  });

  it("refuses a slot that is not offered any more", async () => {
    const { result } = await answer({ timeslot: "2020-01-01T18:00:00.000Z" });
    expect(result.error).toMatchObject({ timeslot: ["registration.slotUnavailable"] });
  });

  it("shows the platform's messages at their fields", async () => {
    server.use(
      http.post(`${PLATFORM}/graph`, async ({ request }) => {
        const body = (await request.clone().json()) as { operationName?: string };
        if (body.operationName !== "RegisterAttendee") return undefined;
        const messages = [
          { field: "email", message: "This address bounced before.", code: "bounced" },
          { field: "phone", message: "Phone number is not valid.", code: "invalid" },
        ];
        return HttpResponse.json({ data: { registerAttendee: { successful: false, messages, result: null } } });
      }),
    );
    const { result } = await answer({});
    expect(result.error).toMatchObject({ email: ["This address bounced before."], phone: ["form.phoneInvalid"] });
    expect(result.initialValue).toMatchObject({ email: "ada.action@example.com" });
  });

  it("asks to retry, keeping the values, when the platform fails", async () => {
    const { result } = await answer({ email: "fail@sandbox.example" });
    expect(result.error).toMatchObject({ "": ["registration.retry"] });
    expect(result.initialValue).toMatchObject({ name: "Ada Lovelace", email: "fail@sandbox.example" });
  });

  it("only answers the values back for 'show times'", async () => {
    const { result } = await answer({ intent: "showTimes", email: "" });
    expect(result).toEqual({ initialValue: expect.objectContaining({ name: "Ada Lovelace", email: "" }) });
  });

  describe("against bots", () => {
    /** The body and status of an answer given with `data()` (a refusal). */
    async function refusal(fields: Record<string, string>, ip?: string, target = blok) {
      const answered = (await post(fields, ip, target)) as unknown as {
        data: RegistrationActionData;
        init: { status: number; headers?: Record<string, string> };
      };
      return { status: answered.init.status, retryAfter: Number(answered.init.headers?.["Retry-After"]), errors: answered.data.result.error };
    }

    it("refuses a filled honeypot with a message, keeping the values, and creates no attendee", async () => {
      const { status, errors } = await refusal({ email: "bot.honeypot@example.com", website: "https://spam.example" });
      expect(status).toBe(400);
      expect(errors).toEqual({ "": ["registration.spam"] });
      expect(receivedRegistrations().some((attendee) => attendee.email === "bot.honeypot@example.com")).toBe(false);
    });

    it(`refuses a client's post past ${LIMITS.registration.points} in ${LIMITS.registration.durationS / 60} minutes with 429 and Retry-After`, async () => {
      const ip = "198.51.100.7";
      for (let i = 0; i < LIMITS.registration.points; i += 1) await post({ name: "" }, ip);
      const { status, retryAfter, errors } = await refusal({}, ip);
      expect(status).toBe(429);
      expect(retryAfter).toBeGreaterThan(LIMITS.registration.durationS - 60);
      expect(errors).toEqual({ "": ["registration.rateLimited"] });
    });

    it(`registers one address (case and spaces aside) for ${LIMITS.registrationEmail.points} webinars a day, then refuses a new one with 429 before the platform`, async () => {
      const spellings = [
        "Grace.Limit@Example.com",
        " grace.limit@example.com",
        "GRACE.LIMIT@EXAMPLE.COM ",
        "grace.limit@example.com",
        "grace.limit@Example.com",
      ];
      const webinars = WEBINARS.slice(0, LIMITS.registrationEmail.points + 1);
      for (const [index, email] of spellings.slice(0, LIMITS.registrationEmail.points).entries()) {
        const { id, schedule } = webinars[index]!;
        expect(await post({ email, ...offeredSlot(schedule) }, undefined, formFor(id)).catch((thrown: unknown) => (thrown as Response).status)).toBe(302);
      }
      const before = receivedRegistrations().length;
      const last = webinars.at(-1)!;
      const { status, retryAfter, errors } = await refusal({ email: "grace.LIMIT@example.com", ...offeredSlot(last.schedule) }, undefined, formFor(last.id));
      expect(status).toBe(429);
      expect(retryAfter).toBeGreaterThan(LIMITS.registrationEmail.durationS - 60);
      expect(errors).toEqual({ "": ["registration.emailLimited"] });
      expect(receivedRegistrations().length).toBe(before);
      // Another address is not affected.
      expect(await post({ email: "grace.other@example.com" }).catch((thrown: unknown) => (thrown as Response).status)).toBe(302);
    });

    it(`lets a registered address choose a new time ${LIMITS.registrationChange.points} times a day, beyond the limit of new registrations, then refuses with 429`, async () => {
      const email = "ada.changes@example.com";
      const first = (await post({ email }).catch((thrown: unknown) => thrown)) as Response;
      expect(first.status).toBe(302);
      const uuid = (await readAttendeeCookie(first.headers.get("Set-Cookie")))!.uuid;
      const { day, timeslot: later } = offeredSlot(EVENING, 1);
      for (let change = 0; change < LIMITS.registrationChange.points; change += 1) {
        const slot = change % 2 === 0 ? { day, timeslot: later } : offeredSlot(EVENING);
        const moved = (await post({ email: change % 3 === 0 ? ` ${email.toUpperCase()}` : email, ...slot }).catch((thrown: unknown) => thrown)) as Response;
        expect(moved.status, `change ${change + 1}`).toBe(302);
        // The platform keeps one attendee and moves it.
        expect((await readAttendeeCookie(moved.headers.get("Set-Cookie")))?.uuid).toBe(uuid);
        expect(sandboxAttendee(uuid)?.timeslot).toBe(slot.timeslot);
      }
      expect(LIMITS.registrationChange.points).toBeGreaterThan(LIMITS.registrationEmail.points);
      const { status, retryAfter, errors } = await refusal({ email });
      expect(status).toBe(429);
      expect(retryAfter).toBeGreaterThan(LIMITS.registrationChange.durationS - 60);
      expect(errors).toEqual({ "": ["registration.changeLimited"] });
    });

    it("counts a registration the platform refused as no registration: the next try is still a new one", async () => {
      const email = "ada.refused@example.com";
      const key = attendeeLimitKey("web-three-breath-reset-2", email);
      server.use(
        http.post(`${PLATFORM}/graph`, async ({ request }) => {
          const body = (await request.clone().json()) as { operationName?: string };
          if (body.operationName !== "RegisterAttendee") return undefined;
          const messages = [{ field: "email", message: "This address bounced before.", code: "bounced" }];
          return HttpResponse.json({ data: { registerAttendee: { successful: false, messages, result: null } } });
        }),
      );
      const { result } = (await post({ email })) as RegistrationActionData;
      expect(result.error).toMatchObject({ email: ["This address bounced before."] });
      expect(await keyCounted("registrationSeen", key)).toBe(false);
      server.resetHandlers();
      expect(await post({ email }).catch((thrown: unknown) => (thrown as Response).status)).toBe(302);
      expect(await keyCounted("registrationSeen", key)).toBe(true);
    });
  });
});
