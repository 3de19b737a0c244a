import { z } from "zod";
import { ATTENDEE_STATUSES } from "~/domain/webinars/attendee-status";

/**
 * The platform's entities as this site reads them, parsed with zod from the platform's
 * responses (the fields the documents in `documents.ts` select). Durations are minutes,
 * dates ISO 8601 strings, ratings 0–5.
 */
export const assetSchema = z.object({ url: z.string().min(1), width: z.number().nullable(), height: z.number().nullable() });
export type Asset = z.infer<typeof assetSchema>;

const named = z.object({ id: z.string(), name: z.string() });

export const authorSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  headline: z.string().nullable(),
  avatar: assetSchema.nullable(),
  portrait: assetSchema.nullable(),
});
export type AuthorSummary = z.infer<typeof authorSummarySchema>;

export const questSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  duration: z.number().nullable(),
  url: z.string().nullable(),
  type: z.string(),
  language: z.string(),
  slug: z.string(),
  status: z.enum(["published", "draft", "archived"]),
  membership: z.boolean(),
  averageRating: z.number().nullable(),
  enrollmentsCount: z.number().int(),
  productId: z.string().nullable(),
  owned: z.boolean(),
  coverAsset: assetSchema.nullable(),
  authors: z.array(authorSummarySchema),
  categories: z.array(named),
  outcomes: z.array(named),
  settings: z.object({ comingSoon: z.boolean(), salesUrl: z.string().nullable(), selfPaced: z.boolean(), language: z.string().nullable() }),
  nextRelease: z.object({ id: z.string(), courseStartedAt: z.string().nullable(), daysToStart: z.number().nullable(), perpetual: z.boolean() }).nullable(),
  userProgress: z.object({ completed: z.boolean(), enrolledAt: z.string().nullable() }).nullable(),
  webinars: z.array(z.object({ attendeeCount: z.number().int() })),
});
export type Quest = z.infer<typeof questSchema>;

export const programSchema = z.object({
  id: z.string(),
  name: z.string(),
  allAccess: z.boolean(),
  duration: z.number().nullable(),
  description: z.string().nullable(),
  enrollmentsCount: z.number().int(),
  languages: z.array(z.string()),
  averageRating: z.number().nullable(),
  brands: z.array(named),
  categories: z.array(named),
  authors: z.array(authorSummarySchema),
  quests: z.array(named),
  coverAsset: assetSchema.nullable(),
});
export type Program = z.infer<typeof programSchema>;

export const authorSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  status: z.string(),
  description: z.string().nullable(),
  featured: z.boolean(),
  headline: z.string().nullable(),
  quote: z.string().nullable(),
  bioTitle: z.string().nullable(),
  credentialCopy: z.string().nullable(),
  galleryCopy: z.string().nullable(),
  metadata: z.object({ title: z.string().nullable(), description: z.string().nullable() }).nullable(),
  credentialImages: z.array(assetSchema),
  galleryImages: z.array(assetSchema),
  banner: assetSchema.nullable(),
  portrait: assetSchema.nullable(),
  avatar: assetSchema.nullable(),
});
export type Author = z.infer<typeof authorSchema>;

export const growthAreaSchema = z.object({ id: z.string(), name: z.string(), category: z.string(), outcomes: z.array(named) });
export type GrowthArea = z.infer<typeof growthAreaSchema>;

export const meditationSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  language: z.string(),
  duration: z.number(),
  outcomes: z.array(named),
  coverAsset: assetSchema.nullable(),
  author: z.object({ id: z.string(), name: z.string(), slug: z.string() }).nullable(),
});
export type Meditation = z.infer<typeof meditationSchema>;

export const outcomeSchema = named;
export type Outcome = z.infer<typeof outcomeSchema>;

/**
 * Webinars (webinar, webinar config, attendee; docs/product/webinars.md). A schedule's `timeslots` are daily
 * start hours as 24-hour "HH" strings in the visitor's local time, `""` for an unused slot
 * (dropped by `~/domain/webinars/timeslots`, docs/product/webinars.md); video and progress times are seconds.
 */
export const webinarScheduleSchema = z.object({
  timeslots: z.array(z.string()).transform((slots) => slots.map((slot) => slot.trim())),
  watchNow: z.boolean(),
});
export type WebinarSchedule = z.infer<typeof webinarScheduleSchema>;

export const webinarVideoSchema = z.object({
  /** The asset id progress is saved against. */
  id: z.string(),
  url: z.string().min(1),
  mimeType: z.string(),
  /** Seconds. */
  duration: z.number().nonnegative(),
});
export type WebinarVideo = z.infer<typeof webinarVideoSchema>;

export const webinarSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Minutes. */
  duration: z.number().nullable(),
  author: z.object({ id: z.string(), name: z.string() }),
  quest: z.object({ id: z.string(), name: z.string(), slug: z.string(), categories: z.array(named) }).nullable(),
  settings: z.object({ schedule: webinarScheduleSchema }),
  video: webinarVideoSchema.nullable(),
});
export type Webinar = z.infer<typeof webinarSchema>;

export const webinarConfigSchema = z.object({
  id: z.string(),
  totalEnrollCount: z.number().int().nonnegative(),
  webinars: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type WebinarConfig = z.infer<typeof webinarConfigSchema>;

export { ATTENDEE_STATUSES };
export const attendeeStatusSchema = z.enum(ATTENDEE_STATUSES);
export type AttendeeStatus = z.infer<typeof attendeeStatusSchema>;

/** Where an attendee is in one asset; every time in seconds (`eventTime`: Unix time of the report). */
export const attendeeProgressSchema = z.object({
  assetId: z.string(),
  currentTime: z.number().nonnegative(),
  eventTime: z.number().nonnegative(),
  totalTime: z.number().nonnegative(),
});
export type AttendeeProgress = z.infer<typeof attendeeProgressSchema>;

export const attendeeSchema = z.object({
  uuid: z.string(),
  /** Read as any string: the platform may know statuses this site does not set. */
  status: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  webinarId: z.string(),
  /** Slot start, ISO 8601 instant. */
  timeslot: z.string().refine((value) => Number.isFinite(Date.parse(value)), "not an ISO 8601 instant"),
  timeZone: z.string().nullable(),
  progress: z.array(attendeeProgressSchema),
});
export type Attendee = z.infer<typeof attendeeSchema>;
