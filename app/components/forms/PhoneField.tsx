import { useMemo } from "react";
import { useTranslation } from "~/i18n/react";
import { FieldFrame, controlClasses } from "./Field";
import { MarkupSelect } from "./MarkupSelect";
import { loadPhoneCheck } from "./phone-check";
import { usePreselectVisitorCountry } from "./visitor-country";

/** A country for the phone input: alpha-2, localised name and calling code ("+49"). */
export interface PhoneCountryOption {
  alpha2: string;
  name: string;
  callingCode: string;
}

interface PhoneFieldProps {
  /** Id prefix; the number input gets `{id}`, the country select `{id}-country`. */
  id: string;
  label: string;
  hint?: string;
  required?: boolean;
  countries: readonly PhoneCountryOption[];
  /** Field names (default `phoneCountry` and `phone`). */
  countryName?: string;
  numberName?: string;
  /** Values to show: the visitor's entry, or a default country. */
  defaultCountry?: string;
  /** Preselect the visitor's own country once known (`visitor-country.ts`): when nothing was entered yet. */
  locate?: boolean;
  defaultNumber?: string;
  countryErrors?: string[];
  numberErrors?: string[];
}

/**
 * The phone input (`phone_input`, docs/product/webinars.md#registration): a country select showing
 * calling codes, preselected from the visitor's location once the browser knows it, and the
 * number as they write it.
 * The server (and the form's rules in the browser, once the field was focused) validate the pair with
 * libphonenumber-js.
 */
export function PhoneField({
  id,
  label,
  hint,
  required,
  countries,
  countryName = "phoneCountry",
  numberName = "phone",
  defaultCountry,
  locate = false,
  defaultNumber,
  countryErrors,
  numberErrors,
}: PhoneFieldProps) {
  usePreselectVisitorCountry(`${id}-country`, defaultCountry, locate);
  const { t } = useTranslation();
  const errors = [...(countryErrors ?? []), ...(numberErrors ?? [])];
  const placeholder = t("form.phoneCountryPlaceholder");
  const options = useMemo(
    // The calling code first: it is what a caller dials, and the list is read by it.
    // Isolated left-to-right (U+2066…U+2069), so that Arabic pages show "+1", not "1+".
    () => countries.map((country) => ({ value: country.alpha2, label: `\u2066${country.callingCode}\u2069 ${country.name}` })),
    [countries],
  );
  return (
    <FieldFrame id={id} label={label} hint={hint} errors={errors} required={required}>
      {(describedBy) => (
        // Reaching the field starts loading the browser's phone check (`phone-check.ts`).
        // The select shows its whole label ("+44 United Kingdom", short names from the server):
        // on phones it has a row of its own; wider, it is as wide as its label and the number
        // takes the rest of the row, or the next row when too little is left.
        <div className="flex flex-wrap gap-2" onFocus={loadPhoneCheck}>
          <MarkupSelect
            id={`${id}-country`}
            name={countryName}
            options={options}
            selected={defaultCountry}
            placeholder={placeholder}
            aria-label={t("form.phoneCountryLabel")}
            aria-invalid={countryErrors?.length ? true : undefined}
            aria-describedby={describedBy}
            autoComplete="tel-country-code"
            className={`${controlClasses} w-full max-w-full sm:w-auto sm:field-sizing-content`}
          />
          <input
            id={id}
            name={numberName}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required={required}
            defaultValue={defaultNumber}
            maxLength={40}
            aria-invalid={numberErrors?.length ? true : undefined}
            aria-describedby={describedBy}
            className={`${controlClasses} min-w-0 flex-1 basis-full sm:basis-48`}
          />
        </div>
      )}
    </FieldFrame>
  );
}
