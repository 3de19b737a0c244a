import { packCountries } from "~/domain/country-choices";
import { isPhoneCountry } from "~/domain/phone";
import { phoneCountriesFor } from "~/services/countries.server";
import { clientIp } from "~/services/client-ip.server";
import { locateVisitor } from "~/services/location.server";
import { defineBlockLoader } from "../define.server";
import { schema } from "./schema";

/** What the `phone_input` loader gives its view. */
export interface PhoneInputData {
  /** The countries with their calling codes, packed as lines (`domain/country-choices.ts`, issue 15). */
  countries: string;
  /** Alpha-2 from the visitor's location, else the blok's default; "" when neither. */
  defaultCountry: string;
}

/**
 * Server part of `phone_input`: the countries with their calling codes, named in the page's
 * language (Indonesian pages get English names, the data has none), and the country to
 * preselect — the visitor's, from the location lookup of their IP (SPEC §7; a failed lookup
 * is null and ignored), else the blok's `default_country`, else none. Personal: the
 * preselection depends on the visitor.
 */
export default defineBlockLoader(
  schema,
  async (blok, context): Promise<PhoneInputData> => {
    const location = await locateVisitor(clientIp());
    const located = location && isPhoneCountry(location.iso_code) ? location.iso_code : null;
    const fallback = blok.default_country && isPhoneCountry(blok.default_country) ? blok.default_country.toUpperCase() : "";
    return { countries: packCountries(phoneCountriesFor(context.lang)), defaultCountry: located ?? fallback };
  },
  { personal: true },
);
