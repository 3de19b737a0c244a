import type { BlockServerDefinition } from "../server";
import { isPhoneCountry } from "~/domain/phone";
import { phoneCountriesFor } from "~/services/countries.server";
import { clientIp, locateVisitor } from "~/services/location.server";
import { phoneInputSchema, type PhoneInputData } from "./index";

/**
 * Server part of `phone_input`: the countries with their calling codes, named in the page's
 * language (Indonesian pages get English names, the data has none), and the country to
 * preselect — the visitor's, from the location lookup of their IP (SPEC §7; a failed lookup
 * is null and ignored), else the blok's `default_country`, else none. Personal: the
 * preselection depends on the visitor.
 */
export const phoneInputServer: BlockServerDefinition = {
  personal: true,
  async loader(raw, context): Promise<PhoneInputData> {
    const blok = phoneInputSchema.parse(raw);
    const location = await locateVisitor(clientIp(context.request));
    const located = location && isPhoneCountry(location.iso_code) ? location.iso_code : null;
    const fallback = blok.default_country && isPhoneCountry(blok.default_country) ? blok.default_country.toUpperCase() : "";
    return { countries: phoneCountriesFor(context.lang), defaultCountry: located ?? fallback };
  },
};
