import { useMemo } from "react";
import { useTranslation } from "~/i18n/react";
import { phoneCountryChoices, unpackCountries } from "~/domain/forms/country-choices";
import { useBlockData } from "../../block-kit/block-data";
import { blockProps } from "../../block-kit/block-props";
import type { BlockViewProps } from "../../block-kit/types";
import { useFormState } from "~/components/forms/FormState";
import { PhoneField } from "~/components/forms/PhoneField";
import type loader from "./loader.server";
import type { schema } from "./schema";

/**
 * `phone_input` (docs/product/webinars.md#registration): a phone field — country with calling code,
 * preselected from the visitor's location, and the number — for the form it sits in
 * (`registration_form`, `affiliate_form`); values and errors come from that form. The
 * fields post as `phoneCountry` and `phone` and are validated per country on the server.
 */
export default function PhoneInput({ blok }: BlockViewProps<typeof schema>) {
  const { t } = useTranslation();
  const data = useBlockData<typeof loader>(blok);
  const { values, errors } = useFormState();
  const packed = data?.countries ?? "";
  const countries = useMemo(() => phoneCountryChoices(unpackCountries(packed)), [packed]);
  return (
    <div {...blockProps(blok)}>
      <PhoneField
        id={`phone-${blok._uid}`}
        label={blok.label ?? t("form.phoneLabel")}
        hint={blok.hint}
        required={blok.required}
        countries={countries}
        defaultCountry={values.phoneCountry ?? data?.defaultCountry ?? blok.default_country?.toUpperCase()}
        locate={values.phoneCountry === undefined}
        defaultNumber={values.phone}
        countryErrors={errors.phoneCountry}
        numberErrors={errors.phone}
      />
    </div>
  );
}

/** Interface-string groups this view and the components it renders translate from. */
export const strings = ["form"];
