import { z } from "zod";

/**
 * The Connect API's community events as this site reads them, parsed with zod from its
 * `Discover` answers (`connect.server.ts`): plain JSON, safe to send to the browser, so block
 * views may name these types.
 */

/** How many accepted users' avatars an event carries: the first three. */
export const ATTENDEE_PREVIEW_COUNT = 3;

/** True when `Intl` knows the IANA time zone (an unknown one would throw while rendering). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Only http(s) links may become an `href`; anything else (javascript:, relative junk) is dropped. */
const webLink = z
  .string()
  .nullable()
  .transform((value) => {
    if (!value) return null;
    try {
      const url = new URL(value);
      return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
    } catch {
      return null;
    }
  });

const connectUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Root-relative or absolute URL; null when the member has no avatar. */
  avatarUrl: z.string().nullable(),
});

const connectImageSchema = z.object({
  id: z.string(),
  /** Root-relative or absolute URL. */
  url: z.string().min(1),
  /** Intrinsic width in px, when known. */
  width: z.number().int().positive().nullable(),
  /** Intrinsic height in px, when known. */
  height: z.number().int().positive().nullable(),
});

const isoDateTime = z.string().datetime({ offset: true });

export const communityEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  isFeature: z.boolean(),
  /** "accepted", "invited" or null (always null for visitors); other values may appear. */
  currentUserStatus: z.string().nullable(),
  acceptedUsersCount: z.number().int().nonnegative(),
  /** The first accepted users (at most {@link ATTENDEE_PREVIEW_COUNT}). */
  acceptedUsers: z.array(connectUserSchema).transform((users) => users.slice(0, ATTENDEE_PREVIEW_COUNT)),
  conferenceLink: webLink,
  /** ISO 8601 instant. */
  startDate: isoDateTime,
  /** ISO 8601 instant. */
  endDate: isoDateTime,
  public: z.boolean(),
  /** IANA zone the event was scheduled in; an unknown zone becomes "UTC". */
  timezoneId: z.string().transform((zone) => (isTimeZone(zone) ? zone : "UTC")),
  images: z.array(connectImageSchema),
});

export type ConnectUser = z.infer<typeof connectUserSchema>;
export type ConnectImage = z.infer<typeof connectImageSchema>;
/** A community event as the site uses it; plain JSON, safe to send to the browser. */
export type CommunityEvent = z.infer<typeof communityEventSchema>;
