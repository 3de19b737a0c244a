import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { getEnv } from "~/env.server";
import { attendeeStatusSchema, type AttendeeStatus } from "./platform/entities";
import { isAttendeeUuid } from "./platform/webinars.server";

/**
 * The visitor's webinar attendee (query `a`, its status stored locally; docs/product/webinars.md#the-attendee):
 * one cookie holding the attendee uuid and the last status the platform accepted. HttpOnly
 * (only the server reads it: the player's loader, the progress and status routes),
 * SameSite=Lax (a cross-site POST never carries it), Secure in production, kept 90 days.
 * Its value is parsed with zod; anything else counts as no attendee.
 */
export const ATTENDEE_COOKIE = "bp_attendee";
/** How long the browser keeps the attendee, seconds. */
export const ATTENDEE_COOKIE_MAX_AGE = 60 * 60 * 24 * 90;

export const storedAttendeeSchema = z.object({
  uuid: z
    .string()
    .refine(isAttendeeUuid, "must be an attendee uuid")
    .transform((uuid) => uuid.toLowerCase()),
  status: attendeeStatusSchema.nullable().default(null),
});

export type StoredAttendee = z.infer<typeof storedAttendeeSchema>;

function cookie() {
  const env = getEnv();
  return createCookie(ATTENDEE_COOKIE, {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secure: env.NODE_ENV === "production" && !env.MOCKS,
    maxAge: ATTENDEE_COOKIE_MAX_AGE,
  });
}

/** The attendee a `Cookie` header names, or null (no cookie, or not a valid value). */
export async function readAttendeeCookie(cookieHeader: string | null): Promise<StoredAttendee | null> {
  if (!cookieHeader) return null;
  const parsed = storedAttendeeSchema.safeParse(await cookie().parse(cookieHeader));
  return parsed.success ? parsed.data : null;
}

/** `Set-Cookie` value storing the attendee (uuid, and status when known). */
export function serializeAttendeeCookie(uuid: string, status: AttendeeStatus | null = null): Promise<string> {
  return cookie().serialize({ uuid: uuid.toLowerCase(), status });
}

/** The attendee uuid of a page URL's `?a=` (docs/product/webinars.md), lower case, or null when absent or not a uuid. */
export function attendeeFromQuery(url: URL): string | null {
  const raw = url.searchParams.get("a");
  return isAttendeeUuid(raw) ? raw.toLowerCase() : null;
}

/**
 * The visitor's attendee for a page request: `?a=` wins (a link from the attendee's email),
 * else the cookie. `setCookie` is the header to send when `?a=` named a new attendee.
 */
export async function attendeeOfRequest(request: Request): Promise<{ attendee: StoredAttendee | null; setCookie: string | null }> {
  const stored = await readAttendeeCookie(request.headers.get("Cookie"));
  const fromQuery = attendeeFromQuery(new URL(request.url));
  if (!fromQuery || fromQuery === stored?.uuid) return { attendee: stored, setCookie: null };
  return { attendee: { uuid: fromQuery, status: null }, setCookie: await serializeAttendeeCookie(fromQuery) };
}
