/**
 * The webinar registration form's field names, in the order they are shown, without zod, so
 * the form's view can name them without the validation code. The rules live in
 * `registration.ts`.
 */
export const REGISTRATION_FIELDS = ["day", "timeslot", "name", "email", "phoneCountry", "phone"] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/**
 * The registration form's honeypot: a text field hidden from people and assistive technology
 * that bots fill in. A post with it filled creates no attendee.
 */
export const REGISTRATION_HONEYPOT = "website";
