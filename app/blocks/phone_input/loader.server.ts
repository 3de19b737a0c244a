import { packCountries } from "~/domain/forms/country-choices";
import { isPhoneCountry } from "~/domain/forms/phone";
import { phoneCountriesFor } from "~/services/countries.server";
import { defineBlockLoader } from "../../block-kit/define.server";
import { schema } from "./schema";

/** What the `phone_input` loader gives its view. */
export interface PhoneInputData {
  /** The countries with their calling codes, packed as lines (`domain/forms/country-choices.ts`). */
  countries: string;
  /** The blok's default country (alpha-2), or "": the browser preselects the visitor's own after that. */
  defaultCountry: string;
}

/**
 * Server part of `phone_input`: the countries with their calling codes, named in the page's
 * language (Indonesian pages get English names, the data has none), and the blok's
 * `default_country`. The visitor's own country (docs/product/sales-and-orders.md, from the location of their IP) is
 * preselected in the browser (`/api/visitor-country`), so the page is the same for everyone.
 */
export default defineBlockLoader(schema, async (blok, context): Promise<PhoneInputData> => {
  const fallback = blok.default_country && isPhoneCountry(blok.default_country) ? blok.default_country.toUpperCase() : "";
  return { countries: packCountries(phoneCountriesFor(context.lang)), defaultCountry: fallback };
});
