import { randomUUID } from "node:crypto";
import { GraphQLError } from "graphql";
import { isValidPhoneNumber } from "libphonenumber-js";
import { authors, quest, questById, type Viewer } from "./data";
import webinarsJson from "./fixtures/webinars.json";

/**
 * Sandbox webinars, webinar configs and attendees (docs/product/webinars.md), merged into the platform's
 * root resolvers (`resolvers.ts`). Webinars and configs come from `fixtures/webinars.json`;
 * attendees live in memory per process, seeded from the same file (one with saved progress).
 *
 * The v2 mutations validate like the platform: bad input answers `successful: false` with
 * `messages` (`field`, `message`, `code`: `required` | `invalid` | `not_found`), never a
 * GraphQL error. Failure injection for tests and demos:
 * - an email (or any variable) containing `sandbox-fail-500` → HTTP 500 (see `handler.ts`),
 *   `sandbox-fail-timeout` → no answer in time;
 * - registering with {@link FAIL_EMAIL} → a GraphQL error (`INTERNAL_SERVER_ERROR`, HTTP 200
 *   with `errors` and no payload), like a crash inside the platform.
 */
export const FAIL_EMAIL = "fail@sandbox.example";
/** An email that makes the sandbox answer HTTP 500 (the handler's injected failure). */
export const HTTP_500_EMAIL = "sandbox-fail-500@sandbox.example";

export const ATTENDEE_STATUSES = ["registered", "joined", "watched_replay", "completed", "unsubscribed"] as const;

type WebinarRow = (typeof webinarsJson.webinars)[number];

interface Progress {
  assetId: string;
  currentTime: number;
  eventTime: number;
  totalTime: number;
}

interface AttendeeRow {
  uuid: string;
  status: string;
  name: string;
  email: string;
  phone: string | null;
  webinarId: string;
  timeslot: string;
  timeZone: string | null;
  progress: Progress[];
}

interface Message {
  field: string | null;
  message: string;
  code: string | null;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

function seedAttendees(now = Date.now()): Map<string, AttendeeRow> {
  return new Map(
    webinarsJson.attendees.map((row) => [
      row.uuid,
      {
        uuid: row.uuid,
        status: row.status,
        name: row.name,
        email: row.email,
        phone: row.phone,
        webinarId: row.webinarId,
        timeslot: new Date(Math.floor(now / HOUR_MS) * HOUR_MS + row.slotOffsetHours * HOUR_MS).toISOString(),
        timeZone: row.timeZone,
        progress: row.progress.map((p) => ({
          assetId: p.assetId,
          currentTime: p.currentTime,
          totalTime: p.totalTime,
          eventTime: Math.floor(now / 1000) - p.reportedMinutesAgo * 60,
        })),
      },
    ]),
  );
}

let attendees = seedAttendees();

/** Back to the seeded attendees (tests). */
export function resetSandboxAttendees(): void {
  attendees = seedAttendees();
}

/** The in-memory attendee with this uuid (tests and inspection). */
export const sandboxAttendee = (uuid: string): Readonly<AttendeeRow> | null => attendees.get(uuid) ?? null;

const webinarById = (id: string) => webinarsJson.webinars.find((row) => row.id === id) ?? null;

function webinar(row: WebinarRow) {
  return {
    id: row.id,
    title: row.title,
    duration: row.duration,
    author: () => authors.find((a) => a.id === row.authorId),
    quest: (_args: unknown, viewer: Viewer) => {
      const questRow = questById(row.questId);
      return questRow ? quest(questRow, viewer) : null;
    },
    settings: { schedule: row.schedule },
    video: row.video,
  };
}

/** What registrations carried for attribution (email, campaign tags, landing page), newest last: for tests. */
interface ReceivedRegistration {
  email: string;
  utm: Record<string, string | null>;
  landingPage: string | null;
}
const registrations: ReceivedRegistration[] = [];
export const receivedRegistrations = (): readonly ReceivedRegistration[] => registrations;

const ok = (uuid: string) => ({ successful: true, messages: [] as Message[], result: { uuid } });
const failed = (messages: Message[]) => ({ successful: false, messages, result: null });

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

function validTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

interface RegisterInput {
  webinarId: string;
  name: string;
  email: string;
  phone?: string | null;
  timeslot: string;
  timeZone: string;
  watchNow?: boolean | null;
  language?: string | null;
  utm?: Record<string, string | null> | null;
  landingPage?: string | null;
  marketingConsent?: boolean | null;
}

function registrationProblems(input: RegisterInput, now: number): Message[] {
  const messages: Message[] = [];
  if (!webinarById(input.webinarId)) messages.push({ field: "webinarId", message: "This webinar does not exist.", code: "not_found" });
  if (!input.name.trim()) messages.push({ field: "name", message: "Please enter your name.", code: "required" });
  else if (input.name.length > 200) messages.push({ field: "name", message: "Name is too long.", code: "invalid" });
  if (!input.email.trim()) messages.push({ field: "email", message: "Please enter your email address.", code: "required" });
  else if (!EMAIL.test(input.email.trim()) || input.email.length > 254)
    messages.push({ field: "email", message: "Email address is not valid.", code: "invalid" });
  // A phone number is optional (no text reminder without one); one given must be E.164.
  if (input.phone && (!input.phone.startsWith("+") || !isValidPhoneNumber(input.phone)))
    messages.push({ field: "phone", message: "Phone number is not valid.", code: "invalid" });
  const slot = Date.parse(input.timeslot);
  if (!Number.isFinite(slot) || slot < now - 2 * HOUR_MS || slot > now + 31 * DAY_MS) {
    messages.push({ field: "timeslot", message: "This timeslot is not available.", code: "invalid" });
  }
  if (!validTimeZone(input.timeZone)) messages.push({ field: "timeZone", message: "Unknown time zone.", code: "invalid" });
  return messages;
}

export const webinarRoot = {
  webinar: ({ id }: { id: string }) => {
    const row = webinarById(id);
    return row ? webinar(row) : null;
  },
  webinarConfig: ({ id }: { id: string }) => {
    const config = webinarsJson.configs.find((row) => row.id === id);
    if (!config) return null;
    const rows = config.webinarIds.flatMap((webinarId) => webinarById(webinarId) ?? []);
    const registered = [...attendees.values()].filter((a) => config.webinarIds.includes(a.webinarId)).length;
    return { id: config.id, webinars: rows.map(webinar), totalEnrollCount: config.baseEnrollCount + registered };
  },
  attendee: ({ uuid }: { uuid: string }) => attendees.get(uuid) ?? null,

  registerAttendee: ({ input }: { input: RegisterInput }) => {
    if (input.email.trim().toLowerCase() === FAIL_EMAIL) {
      throw new GraphQLError("Internal server error.", { extensions: { code: "INTERNAL_SERVER_ERROR" } });
    }
    const now = Date.now();
    const problems = registrationProblems(input, now);
    if (problems.length) return failed(problems);
    const email = input.email.trim().toLowerCase();
    registrations.push({ email, utm: input.utm ?? {}, landingPage: input.landingPage ?? null });
    if (registrations.length > 200) registrations.shift();
    const existing = [...attendees.values()].find((a) => a.webinarId === input.webinarId && a.email === email);
    if (existing) {
      Object.assign(existing, {
        name: input.name.trim(),
        // A new time without a number keeps the one given before.
        phone: input.phone || existing.phone,
        timeslot: new Date(input.timeslot).toISOString(),
        timeZone: input.timeZone,
        status: "registered",
      });
      return ok(existing.uuid);
    }
    const row: AttendeeRow = {
      uuid: randomUUID(),
      status: "registered",
      name: input.name.trim(),
      email,
      phone: input.phone || null,
      webinarId: input.webinarId,
      timeslot: new Date(input.timeslot).toISOString(),
      timeZone: input.timeZone,
      progress: [],
    };
    attendees.set(row.uuid, row);
    return ok(row.uuid);
  },

  updateAttendeeStatus: ({ input }: { input: { uuid: string; status: string } }) => {
    const row = attendees.get(input.uuid);
    if (!row) return failed([{ field: "uuid", message: "No attendee with this uuid.", code: "not_found" }]);
    if (!(ATTENDEE_STATUSES as readonly string[]).includes(input.status)) {
      return failed([{ field: "status", message: `Status must be one of ${ATTENDEE_STATUSES.join(", ")}.`, code: "invalid" }]);
    }
    row.status = input.status;
    return ok(row.uuid);
  },

  setAttendeeAssetProgress: ({ input }: { input: Progress & { attendeeUuid: string } }) => {
    const row = attendees.get(input.attendeeUuid);
    if (!row) return failed([{ field: "attendeeUuid", message: "No attendee with this uuid.", code: "not_found" }]);
    const messages: Message[] = [];
    if (!input.assetId.trim()) messages.push({ field: "assetId", message: "Asset id is required.", code: "required" });
    for (const field of ["currentTime", "eventTime", "totalTime"] as const) {
      if (!Number.isFinite(input[field]) || input[field] < 0)
        messages.push({ field, message: `${field} must be a number of seconds, 0 or more.`, code: "invalid" });
    }
    if (!messages.length && input.currentTime > input.totalTime + 1)
      messages.push({ field: "currentTime", message: "currentTime is past the end of the asset.", code: "invalid" });
    if (messages.length) return failed(messages);
    const progress: Progress = { assetId: input.assetId, currentTime: input.currentTime, eventTime: input.eventTime, totalTime: input.totalTime };
    row.progress = [...row.progress.filter((p) => p.assetId !== input.assetId), progress];
    return ok(row.uuid);
  },
};
