import { Form, useNavigation, useSearchParams } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState, type ChangeEvent, type ReactNode } from "react";
import { withPhoneCheck } from "~/components/forms/phone-check";
import { lazyValidation } from "~/components/forms/lazy-validation";
import { useCheckedForm } from "~/components/forms/useCheckedForm";
import { useTranslation } from "~/i18n/react";
import type { z } from "zod";
import { useBlockData } from "../../block-kit/block-data";
import { blockProps } from "../../block-kit/block-props";
import { useBlockActionData } from "../../block-kit/context-action";
import { BLOCK_FIELD } from "../../block-kit/form";
import type { BlockViewProps } from "../../block-kit/types";
import { FieldFrame, inputClasses, SelectField, TextField } from "~/components/forms/Field";
import { PhoneField } from "~/components/forms/PhoneField";
import { usePreselectVisitorCountry } from "~/components/forms/visitor-country";
import { buttonClasses } from "~/components/ButtonLink";
import type { affiliateFieldsSchema } from "~/domain/affiliates/affiliate-application";
import { phoneCountryChoices, unpackCountries } from "~/domain/forms/country-choices";
import { HEAR_ABOUT_US, HONEYPOT_FIELD, PROMOTIONAL_METHODS, WEBSITE_CATEGORIES } from "~/domain/affiliates/affiliate-options";
import type { AffiliateActionData } from "./action.server";
import type loader from "./loader.server";
import { RECEIVED_PARAM } from "./received";
import type { schema } from "./schema";
import { usePageContext, usePageFormAction } from "~/components/page-context";
import { markFormPost } from "~/domain/forms/form-post-mark";
import { localizePath } from "~/domain/routing/locale-path";
import { PRIVACY_POLICY_PATH } from "~/domain/storyblok/privacy";
import { AppLink } from "~/components/AppLink";

/** The application rules in the browser (zod), downloaded on the form's first use. */
// The rules check phone numbers with libphonenumber-js, downloaded together with them.
const validation = lazyValidation(withPhoneCheck(() => import("./validate")));

type AffiliateFieldName = keyof z.input<typeof affiliateFieldsSchema>;

/** The selects whose "other" choice asks for a text (the field `<select>Other`). */
type OtherSelect = "hearAboutUs" | "websiteCategory" | "mainPromotionalMethod";
const OTHER_SELECTS: readonly string[] = ["hearAboutUs", "websiteCategory", "mainPromotionalMethod"] satisfies OtherSelect[];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink-100 sm:grid-cols-2 sm:p-8">
      <legend className="float-left mb-1 w-full text-xl font-bold tracking-tight sm:col-span-2">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * `affiliate_form`: the affiliate application — every field of docs/product/affiliates.md
 * in five sections, validated by one zod schema on the server and, once the form is used, in
 * the browser (`useCheckedForm`). Posts to its page (plain POST first, to the page's address
 * with the affiliate post mark until hydrated, so the front door counts it against the application
 * limit before anything renders); the action answers field errors, keeps
 * every value but the social security number, and on success redirects to `?application=received`
 * (Post/Redirect/Get), where this block shows its confirmation. The social security number's
 * hint says why it is asked and how it is kept; the line under the button links the privacy policy.
 */
export default function AffiliateForm({ blok }: BlockViewProps<typeof schema>) {
  const { t } = useTranslation();
  const { lang } = usePageContext();
  const data = useBlockData<typeof loader>(blok);
  const action = useBlockActionData<AffiliateActionData>(blok._uid);
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formData?.get(BLOCK_FIELD) === blok._uid;
  const summary = useRef<HTMLDivElement>(null);

  const formId = `affiliate-${blok._uid}`;
  const formAction = usePageFormAction();
  const form = useCheckedForm({ id: formId, result: action?.result, validation });
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // The choices of the selects that have an "other" field (shown for "other" once hydrated).
  const [picked, setPicked] = useState<Partial<Record<OtherSelect, string>>>({});
  const packed = data?.countries ?? "";
  const [countryOptions, phoneCountries] = useMemo(() => {
    const countries = unpackCountries(packed);
    return [countries.map((c) => ({ value: c.alpha2, label: c.name })), phoneCountryChoices(countries)] as const;
  }, [packed]);
  useEffect(() => {
    if (action?.problem) summary.current?.focus();
  }, [action]);
  // The address's country starts on the visitor's own, once the browser knows it (docs/product/affiliates.md).
  const chosenCountry = form.initialValue("country");
  usePreselectVisitorCountry(`${formId}-country`, chosenCountry, chosenCountry === undefined);

  if (searchParams.get(RECEIVED_PARAM[0]) === RECEIVED_PARAM[1]) {
    return (
      <div
        {...blockProps(blok)}
        className="mx-auto max-w-2xl rounded-3xl bg-emerald-50 p-8 text-center ring-1 ring-emerald-200"
        role="status"
        data-affiliate-received=""
      >
        <h2 className="text-2xl font-bold tracking-tight text-emerald-900">{blok.success_title ?? t("affiliate.successTitle")}</h2>
        <p className="mt-3 text-lg text-emerald-900">{blok.success_text ?? t("affiliate.successText")}</p>
      </div>
    );
  }

  const value = form.initialValue;
  const options = (prefix: string, values: readonly string[]) => values.map((v) => ({ value: v, label: t(`affiliate.${prefix}.${v}`) }));
  const otherShown = (select: OtherSelect) => !hydrated || (picked[select] ?? value(select)) === "other";
  const constraint = data?.constraint;
  // A control's name, id, HTML constraints (from the loader) and the value to show again.
  const control = (name: AffiliateFieldName) => {
    const rule = constraint?.[name];
    return {
      id: `${formId}-${name}`,
      name,
      required: rule?.required || undefined,
      minLength: rule?.minLength,
      maxLength: rule?.maxLength,
      defaultValue: value(name),
    };
  };
  const input = (name: AffiliateFieldName, type: string) => ({ ...control(name), type, pattern: constraint?.[name]?.pattern });
  const select = (name: AffiliateFieldName) => {
    const { id, required, defaultValue } = control(name);
    const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
      const choice = event.currentTarget.value;
      setPicked((previous) => ({ ...previous, [name]: choice }));
    };
    return { id, name, required, defaultValue, ...(OTHER_SELECTS.includes(name) ? { onChange } : {}) };
  };
  const field = (name: AffiliateFieldName) => ({ errors: form.errors[name], label: t(`affiliate.fields.${name}`) });

  return (
    <div {...blockProps(blok)} className="mx-auto max-w-3xl">
      {(blok.title || blok.intro) && (
        <header className="mb-8">
          {blok.title && <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">{blok.title}</h2>}
          {blok.intro && <p className="mt-3 text-lg text-ink-700">{blok.intro}</p>}
        </header>
      )}
      <div ref={summary} tabIndex={-1} aria-live="assertive" className="focus:outline-none">
        {action?.problem && (
          <p role="alert" className="mb-6 rounded-2xl bg-red-50 p-4 font-medium text-red-800 ring-1 ring-red-200">
            {t(`affiliate.problems.${action.problem}`)}
          </p>
        )}
      </div>
      <Form method="post" action={hydrated ? formAction : markFormPost(formAction, "affiliate")} {...form.props} className="flex flex-col gap-8">
        <input type="hidden" name={BLOCK_FIELD} value={blok._uid} />
        <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
          <label>
            {t("affiliate.honeypot")}
            <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>

        <Section title={t("affiliate.sections.you")}>
          <TextField {...input("firstName", "text")} {...field("firstName")} autoComplete="given-name" />
          <TextField {...input("lastName", "text")} {...field("lastName")} autoComplete="family-name" />
          <div className="sm:col-span-2">
            <TextField {...input("email", "email")} {...field("email")} autoComplete="email" />
          </div>
          <div className="sm:col-span-2">
            <PhoneField
              id={`${formId}-telephone`}
              label={t("affiliate.fields.telephone")}
              required
              countries={phoneCountries}
              countryName="telephoneCountry"
              numberName="telephone"
              defaultCountry={value("telephoneCountry")}
              locate={value("telephoneCountry") === undefined}
              defaultNumber={value("telephone")}
              countryErrors={form.errors.telephoneCountry}
              numberErrors={form.errors.telephone}
            />
          </div>
          <div className="sm:col-span-2">
            <TextField {...input("company", "text")} {...field("company")} autoComplete="organization" />
          </div>
        </Section>

        <Section title={t("affiliate.sections.address")}>
          <div className="sm:col-span-2">
            <TextField {...input("addressLine1", "text")} {...field("addressLine1")} autoComplete="address-line1" />
          </div>
          <div className="sm:col-span-2">
            <TextField {...input("addressLine2", "text")} {...field("addressLine2")} autoComplete="address-line2" />
          </div>
          <TextField {...input("city", "text")} {...field("city")} autoComplete="address-level2" />
          <TextField {...input("stateLocation", "text")} {...field("stateLocation")} autoComplete="address-level1" />
          <TextField {...input("zipCode", "text")} {...field("zipCode")} autoComplete="postal-code" />
          <SelectField
            {...select("country")}
            {...field("country")}
            defaultValue={value("country")}
            autoComplete="country"
            placeholder={t("affiliate.choose")}
            options={countryOptions}
          />
        </Section>

        <Section title={t("affiliate.sections.payment")}>
          <div className="sm:col-span-2">
            {/*
              Masked by CSS, not `type="password"`: a password field makes the browser's password
              manager treat the form as a sign-in (offer to save the number as this site's
              password, fill a saved one in) and analyse it when the page loads (~14 ms of the
              gallery's DOMContentLoaded task on this machine).
            */}
            <TextField
              {...input("socialSecurity", "text")}
              {...field("socialSecurity")}
              defaultValue=""
              hint={t("affiliate.hints.socialSecurity")}
              autoComplete="off"
              inputMode="numeric"
              spellCheck={false}
              className="[-webkit-text-security:disc]"
            />
          </div>
          <div className="sm:col-span-2">
            <TextField
              {...input("billingEmailAddress", "email")}
              {...field("billingEmailAddress")}
              hint={t("affiliate.hints.billingEmailAddress")}
              autoComplete="email"
            />
          </div>
        </Section>

        <Section title={t("affiliate.sections.audience")}>
          <TextField {...input("website1", "url")} {...field("website1")} placeholder="https://" autoComplete="url" />
          <TextField {...input("website2", "url")} {...field("website2")} placeholder="https://" />
          <SelectField
            {...select("websiteCategory")}
            {...field("websiteCategory")}
            placeholder={t("affiliate.choose")}
            options={options("websiteCategories", WEBSITE_CATEGORIES)}
          />
          {otherShown("websiteCategory") && (
            <TextField {...input("websiteCategoryOther", "text")} {...field("websiteCategoryOther")} hint={t("affiliate.hints.other")} />
          )}
          <div className="sm:col-span-2">
            <FieldFrame id={`${formId}-websiteDescription`} label={t("affiliate.fields.websiteDescription")} errors={form.errors.websiteDescription}>
              {(describedBy) => <textarea {...control("websiteDescription")} aria-describedby={describedBy} rows={3} className={inputClasses} />}
            </FieldFrame>
          </div>
          <SelectField
            {...select("mainPromotionalMethod")}
            {...field("mainPromotionalMethod")}
            placeholder={t("affiliate.choose")}
            options={options("promotionalMethods", PROMOTIONAL_METHODS)}
          />
          {otherShown("mainPromotionalMethod") && (
            <TextField {...input("mainPromotionalMethodOther", "text")} {...field("mainPromotionalMethodOther")} hint={t("affiliate.hints.other")} />
          )}
          <TextField {...input("listSize", "text")} {...field("listSize")} inputMode="numeric" hint={t("affiliate.hints.size")} />
          <TextField {...input("emailListSize", "text")} {...field("emailListSize")} inputMode="numeric" hint={t("affiliate.hints.size")} />
          <TextField {...input("socialMediaSize", "text")} {...field("socialMediaSize")} inputMode="numeric" hint={t("affiliate.hints.size")} />
        </Section>

        <Section title={t("affiliate.sections.more")}>
          <SelectField
            {...select("hearAboutUs")}
            {...field("hearAboutUs")}
            placeholder={t("affiliate.choose")}
            options={options("hearAboutUsOptions", HEAR_ABOUT_US)}
          />
          {otherShown("hearAboutUs") && <TextField {...input("hearAboutUsOther", "text")} {...field("hearAboutUsOther")} hint={t("affiliate.hints.other")} />}
          <div className="sm:col-span-2">
            <FieldFrame id={`${formId}-comments`} label={t("affiliate.fields.comments")} errors={form.errors.comments}>
              {(describedBy) => <textarea {...control("comments")} aria-describedby={describedBy} rows={4} className={inputClasses} />}
            </FieldFrame>
          </div>
        </Section>

        <div className="flex flex-col items-start gap-3">
          <button type="submit" className={buttonClasses("primary")} disabled={submitting} aria-disabled={submitting}>
            {submitting ? t("form.submitting") : t("affiliate.submit")}
          </button>
          <p className="text-sm text-ink-600">
            {t("affiliate.privacy")}{" "}
            <AppLink href={localizePath(lang, PRIVACY_POLICY_PATH)} className="font-medium text-brand-700 underline underline-offset-2">
              {t("form.privacyLink")}
            </AppLink>
          </p>
        </div>
      </Form>
    </div>
  );
}

/** Interface-string groups this view and the components it renders translate from. */
export const strings = ["affiliate", "form"];
