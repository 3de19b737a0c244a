import { z } from "zod";
import { bloks, multilink, option, optionalText } from "../../block-kit/schema";

/**
 * Fields of a `registration_form` blok (docs/product/webinars.md#registration). `fields` holds the field
 * bloks it is built from: exactly one `timeslot_picker` (whose webinar is registered for)
 * and one `phone_input`; other bloks there (a rich text note) render after them.
 * `thank_you_page` is where a successful registration goes, with `?slot=` (the chosen slot,
 * ISO instant) for its countdown and add-to-calendar blocks.
 */
export const SIGN_UP_EVENTS = ["masterclass_sign_up", "cert_seminar_sign_up"] as const;

export const schema = z
  .object({
    title: optionalText,
    intro: optionalText,
    submit_label: optionalText,
    note: optionalText,
    /** The analytics event of a successful registration (docs/product/analytics-and-consent.md tracked events). */
    sign_up_event: option(SIGN_UP_EVENTS, "masterclass_sign_up"),
    thank_you_page: multilink,
    fields: bloks,
  })
  .passthrough()
  .superRefine((blok, ctx) => {
    for (const component of ["timeslot_picker", "phone_input"]) {
      const count = blok.fields.filter((b) => b.component === component).length;
      if (count !== 1) ctx.addIssue({ code: "custom", path: ["fields"], message: `must hold exactly one ${component} (found ${count})` });
    }
    if (!blok.thank_you_page.cached_url && !blok.thank_you_page.url && !blok.thank_you_page.story) {
      ctx.addIssue({ code: "custom", path: ["thank_you_page"], message: "is required" });
    }
  });

export type RegistrationFormBlok = z.infer<typeof schema>;
