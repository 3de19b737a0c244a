import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { useDebouncedRevalidation } from "~/components/forms/useDebouncedRevalidation";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useNavigation, useSearchParams } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import type { z } from "zod";
import { useBlockData } from "../block-data";
import { blockProps } from "../block-props";
import { useBlockActionData } from "../context-action";
import { BLOCK_FIELD } from "../form";
import type { BlockViewProps } from "../types";
import { FieldFrame, inputClasses, SelectField, TextField } from "~/components/forms/Field";
import { PhoneField } from "~/components/forms/PhoneField";
import { buttonClasses } from "~/components/ButtonLink";
import { browserPhoneCheck } from "~/components/forms/phone-check";
import {
  affiliateApplicationSchemaWith,
  affiliateFieldsSchema,
  HEAR_ABOUT_US,
  HONEYPOT_FIELD,
  PROMOTIONAL_METHODS,
  WEBSITE_CATEGORIES,
} from "~/domain/affiliate-application";
import type { AffiliateActionData } from "./action.server";
import type loader from "./loader.server";
import { RECEIVED_PARAM } from "./received";
import type { schema } from "./schema";

/** The application rules in the browser; the phone check joins once a phone field is used. */
const affiliateApplicationSchema = affiliateApplicationSchemaWith(browserPhoneCheck);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink-100 sm:grid-cols-2 sm:p-8">
      <legend className="float-left mb-1 w-full text-xl font-bold tracking-tight sm:col-span-2">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * `affiliate_form` (issue "Affiliates"): the affiliate application — every field of SPEC §3
 * in five sections, validated by one zod schema on the server and (through conform) in the
 * browser. Posts to its page (plain POST first); the action answers field errors, keeps
 * every value but the social security number, and on success redirects to `?application=received`
 * (Post/Redirect/Get), where this block shows its confirmation.
 */
export default function AffiliateForm({ blok }: BlockViewProps<typeof schema>) {
  const { t } = useTranslation();
  const data = useBlockData<typeof loader>(blok);
  const action = useBlockActionData<AffiliateActionData>(blok._uid);
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formData?.get(BLOCK_FIELD) === blok._uid;
  const summary = useRef<HTMLDivElement>(null);

  const [form, fields] = useForm<z.input<typeof affiliateFieldsSchema>, z.output<typeof affiliateApplicationSchema>>({
    id: `affiliate-${blok._uid}`,
    lastResult: action?.result,
    constraint: getZodConstraint(affiliateFieldsSchema),
    shouldValidate: "onBlur",
    // Checked again while typing only 600 ms after the last keystroke (SPEC §9, issue 19).
    shouldRevalidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: affiliateApplicationSchema }),
  });
  const revalidateWhileTyping = useDebouncedRevalidation((name) => form.validate({ name }));
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (action?.problem) summary.current?.focus();
  }, [action]);

  if (searchParams.get(RECEIVED_PARAM[0]) === RECEIVED_PARAM[1]) {
    return (
      <div {...blockProps(blok)} className="mx-auto max-w-2xl rounded-3xl bg-emerald-50 p-8 text-center ring-1 ring-emerald-200" role="status" data-affiliate-received="">
        <h2 className="text-2xl font-bold tracking-tight text-emerald-900">{blok.success_title ?? t("affiliate.successTitle")}</h2>
        <p className="mt-3 text-lg text-emerald-900">{blok.success_text ?? t("affiliate.successText")}</p>
      </div>
    );
  }

  const value = (name: keyof typeof fields) => (fields[name].initialValue as string | undefined) ?? undefined;
  const options = (prefix: string, values: readonly string[]) => values.map((v) => ({ value: v, label: t(`affiliate.${prefix}.${v}`) }));
  const otherShown = (select: "hearAboutUs" | "websiteCategory" | "mainPromotionalMethod") => !hydrated || fields[select].value === "other";
  const field = (name: keyof typeof fields) => ({ errors: fields[name].errors, label: t(`affiliate.fields.${name}`) });

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
      <Form method="post" {...getFormProps(form)} {...revalidateWhileTyping} className="flex flex-col gap-8">
        <input type="hidden" name={BLOCK_FIELD} value={blok._uid} />
        <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
          <label>
            {t("affiliate.honeypot")}
            <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>

        <Section title={t("affiliate.sections.you")}>
          <TextField {...getInputProps(fields.firstName, { type: "text" })} {...field("firstName")} autoComplete="given-name" />
          <TextField {...getInputProps(fields.lastName, { type: "text" })} {...field("lastName")} autoComplete="family-name" />
          <div className="sm:col-span-2">
            <TextField {...getInputProps(fields.email, { type: "email" })} {...field("email")} autoComplete="email" />
          </div>
          <div className="sm:col-span-2">
            <PhoneField
              id={fields.telephone.id}
              label={t("affiliate.fields.telephone")}
              required
              countries={data?.phoneCountries ?? []}
              countryName={fields.telephoneCountry.name}
              numberName={fields.telephone.name}
              defaultCountry={value("telephoneCountry") ?? data?.defaultCountry}
              defaultNumber={value("telephone")}
              countryErrors={fields.telephoneCountry.errors}
              numberErrors={fields.telephone.errors}
            />
          </div>
          <div className="sm:col-span-2">
            <TextField {...getInputProps(fields.company, { type: "text" })} {...field("company")} autoComplete="organization" />
          </div>
        </Section>

        <Section title={t("affiliate.sections.address")}>
          <div className="sm:col-span-2">
            <TextField {...getInputProps(fields.addressLine1, { type: "text" })} {...field("addressLine1")} autoComplete="address-line1" />
          </div>
          <div className="sm:col-span-2">
            <TextField {...getInputProps(fields.addressLine2, { type: "text" })} {...field("addressLine2")} autoComplete="address-line2" />
          </div>
          <TextField {...getInputProps(fields.city, { type: "text" })} {...field("city")} autoComplete="address-level2" />
          <TextField {...getInputProps(fields.stateLocation, { type: "text" })} {...field("stateLocation")} autoComplete="address-level1" />
          <TextField {...getInputProps(fields.zipCode, { type: "text" })} {...field("zipCode")} autoComplete="postal-code" />
          <SelectField
            {...getSelectProps(fields.country)}
            {...field("country")}
            defaultValue={value("country") ?? data?.defaultCountry}
            autoComplete="country"
            placeholder={t("affiliate.choose")}
            options={(data?.countries ?? []).map((c) => ({ value: c.alpha2, label: c.name }))}
          />
        </Section>

        <Section title={t("affiliate.sections.payment")}>
          <div className="sm:col-span-2">
            <TextField
              {...getInputProps(fields.socialSecurity, { type: "password" })}
              {...field("socialSecurity")}
              defaultValue=""
              hint={t("affiliate.hints.socialSecurity")}
              autoComplete="off"
              inputMode="numeric"
              spellCheck={false}
            />
          </div>
          <div className="sm:col-span-2">
            <TextField {...getInputProps(fields.billingEmailAddress, { type: "email" })} {...field("billingEmailAddress")} hint={t("affiliate.hints.billingEmailAddress")} autoComplete="email" />
          </div>
        </Section>

        <Section title={t("affiliate.sections.audience")}>
          <TextField {...getInputProps(fields.website1, { type: "url" })} {...field("website1")} placeholder="https://" autoComplete="url" />
          <TextField {...getInputProps(fields.website2, { type: "url" })} {...field("website2")} placeholder="https://" />
          <SelectField {...getSelectProps(fields.websiteCategory)} {...field("websiteCategory")} placeholder={t("affiliate.choose")} options={options("websiteCategories", WEBSITE_CATEGORIES)} />
          {otherShown("websiteCategory") && (
            <TextField {...getInputProps(fields.websiteCategoryOther, { type: "text" })} {...field("websiteCategoryOther")} hint={t("affiliate.hints.other")} />
          )}
          <div className="sm:col-span-2">
            <FieldFrame id={fields.websiteDescription.id} label={t("affiliate.fields.websiteDescription")} errors={fields.websiteDescription.errors}>
              {(describedBy) => <textarea {...getTextareaProps(fields.websiteDescription)} aria-describedby={describedBy} rows={3} className={inputClasses} />}
            </FieldFrame>
          </div>
          <SelectField {...getSelectProps(fields.mainPromotionalMethod)} {...field("mainPromotionalMethod")} placeholder={t("affiliate.choose")} options={options("promotionalMethods", PROMOTIONAL_METHODS)} />
          {otherShown("mainPromotionalMethod") && (
            <TextField {...getInputProps(fields.mainPromotionalMethodOther, { type: "text" })} {...field("mainPromotionalMethodOther")} hint={t("affiliate.hints.other")} />
          )}
          <TextField {...getInputProps(fields.listSize, { type: "text" })} {...field("listSize")} inputMode="numeric" hint={t("affiliate.hints.size")} />
          <TextField {...getInputProps(fields.emailListSize, { type: "text" })} {...field("emailListSize")} inputMode="numeric" hint={t("affiliate.hints.size")} />
          <TextField {...getInputProps(fields.socialMediaSize, { type: "text" })} {...field("socialMediaSize")} inputMode="numeric" hint={t("affiliate.hints.size")} />
        </Section>

        <Section title={t("affiliate.sections.more")}>
          <SelectField {...getSelectProps(fields.hearAboutUs)} {...field("hearAboutUs")} placeholder={t("affiliate.choose")} options={options("hearAboutUsOptions", HEAR_ABOUT_US)} />
          {otherShown("hearAboutUs") && <TextField {...getInputProps(fields.hearAboutUsOther, { type: "text" })} {...field("hearAboutUsOther")} hint={t("affiliate.hints.other")} />}
          <div className="sm:col-span-2">
            <FieldFrame id={fields.comments.id} label={t("affiliate.fields.comments")} errors={fields.comments.errors}>
              {(describedBy) => <textarea {...getTextareaProps(fields.comments)} aria-describedby={describedBy} rows={4} className={inputClasses} />}
            </FieldFrame>
          </div>
        </Section>

        <div className="flex flex-col items-start gap-3">
          <button type="submit" className={buttonClasses("primary")} disabled={submitting} aria-disabled={submitting}>
            {submitting ? t("form.submitting") : t("affiliate.submit")}
          </button>
          <p className="text-sm text-ink-600">{t("affiliate.privacy")}</p>
        </div>
      </Form>
    </div>
  );
}
