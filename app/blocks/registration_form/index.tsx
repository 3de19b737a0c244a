import { Form, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { BlokList } from "../../block-kit/BlokView";
import { blockProps } from "../../block-kit/block-props";
import { useBlockActionData } from "../../block-kit/context-action";
import { BLOCK_FIELD } from "../../block-kit/form";
import type { BlockViewProps } from "../../block-kit/types";
import { FormHostContext, INTENT_FIELD } from "../timeslot_picker/host";
import { buttonClasses } from "~/components/ButtonLink";
import { TextField, useErrorText } from "~/components/forms/Field";
import { FormStateContext, type FormStateValue } from "~/components/forms/FormState";
import { withPhoneCheck } from "~/components/forms/phone-check";
import { lazyValidation } from "~/components/forms/lazy-validation";
import { useCheckedForm } from "~/components/forms/useCheckedForm";
import { REGISTRATION_FIELDS, REGISTRATION_HONEYPOT } from "~/domain/webinars/registration-fields";
import { SHOW_TIMES_INTENT, type RegistrationActionData } from "./fields";
import type { schema } from "./schema";
import { usePageContext, usePageFormAction } from "~/components/page-context";
import { markFormPost } from "~/domain/forms/form-post-mark";
import { localizePath } from "~/domain/routing/locale-path";
import { PRIVACY_POLICY_PATH } from "~/domain/storyblok/privacy";
import { AppLink } from "~/components/AppLink";
import { LandingTagFields } from "~/analytics/LandingTagFields";

/** The registration rules in the browser (zod), downloaded on the form's first use. */
// The rules check phone numbers with libphonenumber-js, downloaded together with them.
const validation = lazyValidation(withPhoneCheck(() => import("./validate")));
// The same rules for a form whose phone field may stay empty (`phone_input.required` off).
const optionalPhoneValidation = lazyValidation(withPhoneCheck(() => import("./validate").then((module) => ({ check: module.checkOptionalPhone }))));

const FORM_HOST = { showTimesIntent: SHOW_TIMES_INTENT };

/**
 * `registration_form` (docs/product/webinars.md#registration): a webinar registration built from its field
 * bloks — a `timeslot_picker` first, then name and email, then a `phone_input`. The shared
 * zod schema validates in the browser once the form is first used (`useCheckedForm`: on
 * leaving a field, 600 ms after typing, before posting); the form posts to its page
 * (`_block`) and works without JavaScript. Errors from zod and from the
 * platform show at their fields, a failing platform shows a retry message above the button,
 * and what was typed is kept. On success the server redirects to the thank-you page; the
 * browser then tracks `masterclass_sign_up` (or `cert_seminar_sign_up`). The note under the
 * button (the blok's own, else the default) ends with a link to the privacy policy.
 */
export default function RegistrationForm({ blok }: BlockViewProps<typeof schema>) {
  const { t } = useTranslation();
  const { lang } = usePageContext();
  const errorText = useErrorText();
  const uid = blok._uid;
  const actionData = useBlockActionData<RegistrationActionData>(uid);
  const navigation = useNavigation();
  const location = useLocation();
  const formAction = usePageFormAction();
  const phoneRequired = blok.fields.find((b) => b.component === "phone_input")?.required !== false;
  const form = useCheckedForm({ id: `registration-${uid}`, result: actionData?.result, validation: phoneRequired ? validation : optionalPhoneValidation });
  // Until hydrated, a post is a plain HTML one: its URL carries the form's mark so the front door can
  // refuse it over the limit before rendering; after, Remix posts and the action counts it.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // What the field bloks show again (useCheckedForm's own reading of the answer) and their
  // errors. A field can fail two checks with one message (the phone country): each shows once.
  const values: Record<string, string | undefined> = {};
  const errors: Record<string, string[]> = {};
  for (const name of REGISTRATION_FIELDS) {
    values[name] = form.initialValue(name);
    const messages = form.errors[name];
    if (messages) errors[name] = [...new Set(messages)];
  }
  const formState: FormStateValue = { values, errors };

  const mine = navigation.formData?.get(BLOCK_FIELD) === uid;
  const submitting = mine && navigation.state === "submitting" && navigation.formData?.get(INTENT_FIELD) !== SHOW_TIMES_INTENT;
  const tracked = useRef(false);
  useEffect(() => {
    // The action redirected to the thank-you page: the registration succeeded.
    const redirected = mine && navigation.state === "loading" && navigation.location.pathname !== location.pathname;
    if (redirected && !tracked.current) {
      tracked.current = true;
      // The analytics client is loaded by the page once consent is given (analytics/Analytics.tsx);
      // imported here only when needed, it is no part of the form's first visit.
      const event = blok.sign_up_event;
      const page = location.pathname;
      void import("~/analytics/analytics.client").then(({ track }) => track(event, { form: "registration_form", page }));
    }
  }, [mine, navigation.state, navigation.location, location.pathname, blok.sign_up_event]);

  const pickers = blok.fields.filter((b) => b.component === "timeslot_picker");
  const phones = blok.fields.filter((b) => b.component === "phone_input");
  const others = blok.fields.filter((b) => b.component !== "timeslot_picker" && b.component !== "phone_input");
  const formErrors = form.errors[""] ?? [];

  return (
    <div {...blockProps(blok)} className="mx-auto w-full max-w-2xl rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100 sm:p-10">
      <h2 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{blok.title ?? t("registration.formTitle")}</h2>
      {blok.intro && <p className="mt-2 text-ink-700">{blok.intro}</p>}
      <FormHostContext.Provider value={FORM_HOST}>
        <FormStateContext.Provider value={formState}>
          <Form
            method="post"
            action={hydrated ? formAction : markFormPost(formAction, "registration")}
            {...form.props}
            className="mt-6 flex flex-col gap-6"
            preventScrollReset
          >
            <input type="hidden" name={BLOCK_FIELD} value={uid} />
            <LandingTagFields />
            {/* For bots only: out of sight, out of the accessibility tree and the tab order, never autofilled. */}
            <div aria-hidden="true" className="sr-only">
              <label>
                {t("registration.honeypot")}
                <input type="text" name={REGISTRATION_HONEYPOT} tabIndex={-1} autoComplete="off" defaultValue="" />
              </label>
            </div>
            {/* The default button: Enter in a field registers (not the picker's "Show times" below). */}
            <button type="submit" name={INTENT_FIELD} value="register" hidden tabIndex={-1} />
            <BlokList bloks={pickers} />
            <TextField
              id={`${uid}-name`}
              name="name"
              label={t("registration.nameLabel")}
              autoComplete="name"
              required
              maxLength={200}
              defaultValue={values.name}
              errors={errors.name}
            />
            <TextField
              id={`${uid}-email`}
              name="email"
              type="email"
              label={t("registration.emailLabel")}
              autoComplete="email"
              required
              maxLength={254}
              defaultValue={values.email}
              errors={errors.email}
            />
            <BlokList bloks={phones} />
            <BlokList bloks={others} />
            <div
              role="alert"
              id={`${uid}-form-error`}
              className={formErrors.length ? "rounded-2xl bg-red-50 px-4 py-3 font-medium text-red-800 ring-1 ring-red-200" : "-mt-6"}
            >
              {formErrors.map(errorText).join(" ")}
            </div>
            <button
              type="submit"
              name={INTENT_FIELD}
              value="register"
              disabled={submitting}
              aria-describedby={formErrors.length ? `${uid}-form-error` : undefined}
              className={`${buttonClasses("primary")} w-full sm:w-auto sm:self-start disabled:opacity-70`}
            >
              {submitting ? t("registration.submitting") : (blok.submit_label ?? t("registration.submit"))}
            </button>
            <p className="text-sm text-ink-600">
              {blok.note ?? t("registration.privacy")}{" "}
              <AppLink href={localizePath(lang, PRIVACY_POLICY_PATH)} className="font-medium text-brand-700 underline underline-offset-2">
                {t("form.privacyLink")}
              </AppLink>
            </p>
          </Form>
        </FormStateContext.Provider>
      </FormHostContext.Provider>
    </div>
  );
}

/** Interface-string groups this view and the components it renders translate from. */
export const strings = ["form", "registration"];
