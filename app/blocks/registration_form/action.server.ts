import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import { defineBlockAction, type BlockServerContext } from "../../block-kit/define.server";
import { BLOCK_FIELD } from "../../block-kit/form";
import { pickerInput } from "../timeslot_picker/fields";
import { schema as timeslotPickerSchema } from "../timeslot_picker/schema";
import { schema as phoneInputSchema } from "../phone_input/schema";
import { INTENT_FIELD } from "../timeslot_picker/host";
import { readSession } from "~/auth/session.server";
import { resolvedLinkOf } from "../../block-kit/link-field.server";
import { parsePhone } from "~/domain/forms/phone";
import { safeRedirectTarget } from "~/domain/routing/redirect-target";
import { registrationErrors, registrationSchemaWith, type Registration } from "~/domain/webinars/registration";
import { REGISTRATION_HONEYPOT } from "~/domain/webinars/registration-fields";
import { validTimeZone } from "~/domain/webinars/time-zone";
import { isOfferedTimeslot } from "~/domain/webinars/timeslots";
import { serializeAttendeeCookie } from "~/services/attendee-cookie.server";
import { sendEvent } from "~/services/events.server";
import { clientIp } from "~/services/client-ip.server";
import { logger } from "~/services/logger.server";
import { attendeeLimitKey, consumeKey, consumeLimit, countedAlready, emailLimitKey, keyCounted } from "~/services/rate-limit.server";
import { getWebinarSettings, registerAttendee } from "~/services/platform/webinars.server";
import { SHOW_TIMES_INTENT, type RegistrationActionData } from "./fields";
import { schema, type RegistrationFormBlok } from "./schema";

/** The registration schemas with the full phone check: the number required, or not (`phone_input.required`). */
const registrationSchemas = {
  phoneRequired: registrationSchemaWith(parsePhone),
  phoneOptional: registrationSchemaWith(parsePhone, { phoneRequired: false }),
};

/**
 * Server part of `registration_form` (docs/product/webinars.md#registration): validates the post with the
 * form's zod schema, checks the slot is still offered (the picker's rules at this moment),
 * registers the attendee (registerAttendee, with the member's token when signed in) and then
 * stores the attendee for the visitor (cookie), logs `email submitted` (and `registration
 * email mismatch` when a signed-in member used another email) and redirects to the
 * thank-you page with `?slot=`. Every other outcome answers the entered values with errors:
 * zod's and the platform's messages at their fields; a failing platform the retry message.
 * `intent=showTimes` (the picker without JavaScript) only answers the values back.
 * Before any of that, bots are turned away: over the per-client limit (`LIMITS.registration`;
 * a document post was already counted, and refused, at the front door) 429 with `Retry-After`; a
 * filled honeypot field 400 with a message and no attendee (a person whose browser filled it
 * sees why, rather than a thank-you page for a seat never booked); and just before the attendee
 * is created, over the per-address limit 429: `LIMITS.registrationEmail` for an address new to
 * the webinar, `LIMITS.registrationChange` for one registered already (a new time; the
 * platform answers the same attendee). Each with the values.
 */
type Answer = RegistrationActionData;

const valuesOf = (form: FormData): Record<string, string> =>
  Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[0] !== BLOCK_FIELD && entry[0] !== INTENT_FIELD),
  );

/** Whether the form's `phone_input` requires a number (its default: yes). */
function phoneRequiredOf(blok: RegistrationFormBlok): boolean {
  const parsed = phoneInputSchema.safeParse(blok.fields.find((b) => b.component === "phone_input"));
  return parsed.success ? parsed.data.required : true;
}

function pickerOf(blok: RegistrationFormBlok) {
  const raw = blok.fields.find((b) => b.component === "timeslot_picker");
  const parsed = timeslotPickerSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** The thank-you page with the chosen slot, or null when the blok's link is not a safe same-site path. */
function thankYouHref(blok: RegistrationFormBlok, lang: BlockServerContext["lang"], slot: string): string | null {
  const link = resolvedLinkOf(blok.thank_you_page, lang);
  const target = link ? safeRedirectTarget(link.href, lang, {}) : null;
  if (!target) return null;
  const url = new URL(target.href, "http://site.invalid");
  url.searchParams.set("slot", slot);
  return `${url.pathname}${url.search}`;
}

async function logEmailMismatch(request: Request, value: Registration, attendeeUuid: string, webinarId: string) {
  const session = await readSession(request);
  const memberEmail = session?.member.email?.trim().toLowerCase();
  if (memberEmail && memberEmail !== value.email.trim().toLowerCase()) {
    sendEvent("registration email mismatch", { attendeeUuid, webinarId, memberId: session?.member.sub });
  }
}

export default defineBlockAction(schema, async (blok, form, context) => {
  const block = blok._uid;
  if (form.get(INTENT_FIELD) === SHOW_TIMES_INTENT) return { block, result: { initialValue: valuesOf(form) } };

  const submission = parseWithZod(form, { schema: phoneRequiredOf(blok) ? registrationSchemas.phoneRequired : registrationSchemas.phoneOptional });
  const refuse = (message: string, status: number, retryAfterS?: number) =>
    data<Answer>(
      { block, result: submission.reply({ formErrors: [message] }) },
      { status, headers: retryAfterS ? { "Retry-After": String(retryAfterS) } : {} },
    );
  if (!countedAlready("registration")) {
    const ip = clientIp();
    const verdict = await consumeLimit("registration", ip);
    if (!verdict.allowed) {
      logger.warn("registration-rate-limited", { ip, where: "action" });
      return refuse("registration.rateLimited", 429, verdict.retryAfterS);
    }
  }
  const honeypot = form.get(REGISTRATION_HONEYPOT);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    logger.warn("registration-spam", { reason: "honeypot" });
    return refuse("registration.spam", 400);
  }
  if (submission.status !== "success") return { block, result: submission.reply() };
  const value = submission.value;
  const fail = (errors: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }): Answer => ({ block, result: submission.reply(errors) });

  const picker = pickerOf(blok);
  if (!picker) return fail({ formErrors: ["registration.unavailable"] });
  let webinar;
  try {
    webinar = await getWebinarSettings(picker.webinar_id);
  } catch (error) {
    logger.warn("registration-webinar-failed", { uid: block, webinarId: picker.webinar_id, error });
    return fail({ formErrors: ["registration.retry"] });
  }
  if (!webinar) return fail({ formErrors: ["registration.unavailable"] });

  const timeZone = validTimeZone(value.timeZone) ?? context.timeZone;
  if (!isOfferedTimeslot(pickerInput(picker, webinar.settings.schedule, Date.now(), timeZone), value.day, value.timeslot)) {
    return fail({ fieldErrors: { timeslot: ["registration.slotUnavailable"] } });
  }
  // An optional number left empty is sent as none; one given must be valid for its country.
  const phone = value.phone === undefined ? null : parsePhone(value.phone, value.phoneCountry ?? "");
  if (phone && !phone.ok) return fail({ fieldErrors: { phone: [phone.problem] } });
  const slot = new Date(value.timeslot).toISOString();
  const thankYou = thankYouHref(blok, context.lang, slot);
  if (!thankYou) {
    logger.warn("registration-thank-you-refused", { uid: block });
    return fail({ formErrors: ["registration.unavailable"] });
  }

  const url = new URL(context.request.url);
  // The browser sends the visit's campaign tags as fields (analytics/LandingTagFields.tsx); a post to a tagged address still counts.
  const utm = Object.fromEntries(
    ["source", "medium", "campaign", "term", "content"].flatMap((key) => {
      const field = form.get(`utm_${key}`);
      const v = (typeof field === "string" && field) || url.searchParams.get(`utm_${key}`);
      return v ? [[key, v.slice(0, 200)]] : [];
    }),
  );
  // Counted only now, just before the attendee (and so an email) would be created: corrections
  // cost nothing. An address already registered for this webinar is choosing a new time: that
  // is counted apart, so that changing one's mind is not refused as a flood of new registrations.
  const attendeeKey = attendeeLimitKey(webinar.id, value.email);
  const change = await keyCounted("registrationSeen", attendeeKey);
  const byEmail = await consumeKey(change ? "registrationChange" : "registrationEmail", emailLimitKey(value.email));
  if (!byEmail.allowed) {
    logger.warn("registration-email-rate-limited", { webinarId: webinar.id, change });
    return refuse(change ? "registration.changeLimited" : "registration.emailLimited", 429, byEmail.retryAfterS);
  }
  let outcome;
  try {
    outcome = await registerAttendee(
      {
        webinarId: webinar.id,
        name: value.name,
        email: value.email,
        ...(phone ? { phone: phone.e164 } : {}),
        timeslot: slot,
        timeZone,
        watchNow: value.day === "instant",
        language: context.lang,
        utm,
        landingPage: url.pathname,
      },
      { accessToken: context.accessToken },
    );
  } catch (error) {
    logger.warn("registration-failed", { uid: block, webinarId: webinar.id, error });
    return fail({ formErrors: ["registration.retry"] });
  }
  if (!outcome.successful || !outcome.result) return fail(registrationErrors(outcome.messages));

  const attendeeUuid = outcome.result.uuid;
  if (!change) await consumeKey("registrationSeen", attendeeKey);
  sendEvent("email submitted", { form: "registration_form", webinarId: webinar.id, attendeeUuid, language: context.lang, page: url.pathname });
  if (context.accessToken) await logEmailMismatch(context.request, value, attendeeUuid, webinar.id);
  throw redirect(thankYou, { headers: { "Set-Cookie": await serializeAttendeeCookie(attendeeUuid, "registered") } });
});
