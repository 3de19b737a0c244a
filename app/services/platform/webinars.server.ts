import { z } from "zod";
import { cached } from "../cache.server";
import { platformRequest, type PlatformCall } from "./client.server";
import { attendeeSchema, webinarConfigSchema, webinarSchema, type Attendee, type AttendeeStatus, type Webinar, type WebinarConfig } from "./entities";
import { platformMutation, platformMutationUnauthenticated, type MutationOutcome } from "./mutation.server";

/**
 * Webinars and attendees on the platform (docs/product/webinars.md): webinar settings and configs
 * (visitor reads, shared and cached: fresh 60 s, then served stale for 10 min while one
 * refresh runs), the attendee by uuid, and the v2 mutations registerAttendee,
 * updateAttendeeStatus and setAttendeeAssetProgress (never cached). Attendees are identified
 * by their uuid, so their calls are unauthenticated. Every function throws
 * {@link import("./client.server").PlatformError} when the platform fails; a mutation's
 * validation problems are not failures but `successful: false` with `messages`.
 */
const TTL_MS = 60_000;
const SWR_MS = 600_000;

function read<T>(call: PlatformCall<T>): Promise<T> {
  return cached({
    key: `platform:${call.operation}:${JSON.stringify(call.variables ?? {})}`,
    ttl: TTL_MS,
    swr: SWR_MS,
    getFreshValue: () => platformRequest(call),
  });
}

/** An attendee uuid as the platform issues them (RFC 4122 form, any version), lower or upper case. */
export const ATTENDEE_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isAttendeeUuid = (value: unknown): value is string => typeof value === "string" && ATTENDEE_UUID.test(value);

/**
 * getWebinarSettings(webinarId) (docs/product/webinars.md): title, author name, the quest's categories,
 * `settings.schedule` (daily "HH" start hours, `""` unused, and the watch-now flag) and the
 * recording (`video.duration` in seconds). Null when there is no such webinar. Cached.
 */
export async function getWebinarSettings(webinarId: string): Promise<Webinar | null> {
  const data = await read({ operation: "WebinarSettings", variables: { id: webinarId }, schema: z.object({ webinar: webinarSchema.nullable() }) });
  return data.webinar;
}

/** webinarConfig(configId) (docs/product/webinars.md): its webinars (id, title) and totalEnrollCount. Null when unknown. Cached. */
export async function webinarConfig(configId: string): Promise<WebinarConfig | null> {
  const data = await read({ operation: "WebinarConfig", variables: { id: configId }, schema: z.object({ webinarConfig: webinarConfigSchema.nullable() }) });
  return data.webinarConfig;
}

/** The attendee with their progress by uuid (docs/product/webinars.md); null when unknown. Never cached. */
export async function fetchAttendee(uuid: string): Promise<Attendee | null> {
  const data = await platformRequest({ operation: "Attendee", variables: { uuid }, schema: z.object({ attendee: attendeeSchema.nullable() }) });
  return data.attendee;
}

/** Saved progress of an attendee in one asset, or null. */
export const progressIn = (attendee: Pick<Attendee, "progress">, assetId: string) => attendee.progress.find((p) => p.assetId === assetId) ?? null;

export interface AssetProgress {
  /** The video's asset id (`Webinar.video.id`). */
  assetId: string;
  attendeeUuid: string;
  /** Playback position, seconds. */
  currentTime: number;
  /** When the position was reached: Unix time in seconds (`Date.now() / 1000`). */
  eventTime: number;
  /** The video's length, seconds. */
  totalTime: number;
}

/**
 * setAttendeeAssetProgress(assetId, attendeeUuid, currentTime, eventTime, totalTime) (docs/product/webinars.md);
 * all times in seconds. `result.uuid` is the attendee; an unknown attendee answers
 * `successful: false` with code `not_found` (field `attendeeUuid`).
 */
export function setAttendeeAssetProgress(progress: AssetProgress): Promise<MutationOutcome> {
  return platformMutationUnauthenticated({ mutationName: "setAttendeeAssetProgress", input: { ...progress } });
}

export interface RegisterAttendeeInput {
  webinarId: string;
  name: string;
  email: string;
  /** E.164, e.g. "+4915112345678"; omitted when the form's phone field is optional and left empty. */
  phone?: string;
  /** Start of the chosen slot, ISO 8601 instant (a `TimeOption.value` of `~/domain/webinars/timeslots`). */
  timeslot: string;
  /** The visitor's IANA time zone. */
  timeZone: string;
  /** Instant replay was chosen. */
  watchNow?: boolean;
  /** Interface language, e.g. "de". */
  language?: string;
  utm?: { source?: string; medium?: string; campaign?: string; term?: string; content?: string };
  /** The page registered on (path or URL). */
  landingPage?: string;
  marketingConsent?: boolean;
}

/**
 * Registers an attendee for a slot through the v2 mutation helper (docs/product/webinars.md). Answers
 * `{ successful, messages, result: { uuid } }`: invalid fields come back as messages (e.g.
 * `{ field: "email", code: "invalid" }`); registering the same email for the same webinar
 * again answers the existing uuid. A signed-in member's token is sent when given.
 */
export function registerAttendee(input: RegisterAttendeeInput, { accessToken = null }: { accessToken?: string | null } = {}): Promise<MutationOutcome> {
  return platformMutation({ mutationName: "registerAttendee", input: { ...input }, accessToken });
}

/**
 * Updates an attendee's status on the platform (docs/product/webinars.md). An unknown uuid answers
 * `successful: false` with code `not_found` (field `uuid`); an unknown status code `invalid`.
 */
export function updateAttendeeStatus(uuid: string, status: AttendeeStatus): Promise<MutationOutcome> {
  return platformMutationUnauthenticated({ mutationName: "updateAttendeeStatus", input: { uuid, status } });
}
