/** Attendee statuses the site sets (docs/product/webinars.md: updated on the server, then stored locally). */
export const ATTENDEE_STATUSES = ["registered", "joined", "watched_replay", "completed", "unsubscribed"] as const;

export type AttendeeStatus = (typeof ATTENDEE_STATUSES)[number];
