import { useTranslation } from "react-i18next";
import { z } from "zod";
import { defineBlock } from "../types";
import { optionalText } from "../schema";
import { blockProps } from "../BlokView";
import { useBlockData } from "../context";
import { useFormState } from "~/components/forms/FormState";
import { PhoneField, type PhoneCountryOption } from "~/components/forms/PhoneField";

/**
 * `phone_input` (issue "Webinars" point 3): a phone field — country with calling code,
 * preselected from the visitor's location, and the number — for the form it sits in
 * (`registration_form`, `affiliate_form`); values and errors come from that form. The
 * fields post as `phoneCountry` and `phone` and are validated per country on the server.
 */
export const phoneInputSchema = z
  .object({
    label: optionalText,
    hint: optionalText,
    required: z.boolean().optional().default(true),
    /** Country to preselect when the visitor's location is unknown (alpha-2). */
    default_country: optionalText,
  })
  .passthrough();

export interface PhoneInputData {
  countries: PhoneCountryOption[];
  /** Alpha-2 from the visitor's location, else the blok's default; "" when neither. */
  defaultCountry: string;
}

export const phone_input = defineBlock(phoneInputSchema, function PhoneInput({ blok }) {
  const { t } = useTranslation();
  const data = useBlockData<PhoneInputData>(blok._uid);
  const { values, errors } = useFormState();
  return (
    <div {...blockProps(blok)}>
      <PhoneField
        id={`phone-${blok._uid}`}
        label={blok.label ?? t("form.phoneLabel")}
        hint={blok.hint}
        required={blok.required}
        countries={data?.countries ?? []}
        defaultCountry={values.phoneCountry ?? data?.defaultCountry ?? blok.default_country?.toUpperCase()}
        defaultNumber={values.phone}
        countryErrors={errors.phoneCountry}
        numberErrors={errors.phone}
      />
    </div>
  );
});
