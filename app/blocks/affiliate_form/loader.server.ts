import { getZodConstraint } from "@conform-to/zod";
import { packCountries } from "~/domain/country-choices";
import { affiliateFieldsSchema } from "~/domain/affiliate-application";
import { clientIp } from "~/services/client-ip.server";
import { locateVisitor } from "~/services/location.server";
import { countryChoicesFor } from "~/services/countries.server";
import { defineBlockLoader } from "../define.server";
import { schema } from "./schema";

/** What the `affiliate_form` loader gives its view. */
export interface AffiliateFormData {
  /**
   * Every country, named in the page's language, with its calling code when it has one (the
   * phone select offers those), packed as lines (`domain/country-choices.ts`, issue 15).
   */
  countries: string;
  /** Alpha-2 of the visitor's location, or "". */
  defaultCountry: string;
  /**
   * The inputs' HTML constraints (`required`, `maxLength`, `pattern`…) per field, from the
   * application's zod rules: computed here so the view renders them without zod (issue 15).
   */
  constraint: typeof CONSTRAINT;
}

const CONSTRAINT = getZodConstraint(affiliateFieldsSchema);

/**
 * Server part of `affiliate_form` (the form's action is `action.server.ts`): the country lists
 * (localised) and the visitor's country. Personal: the preselection depends on the visitor.
 */
export default defineBlockLoader(
  schema,
  async (_blok, context): Promise<AffiliateFormData> => {
    const location = await locateVisitor(clientIp());
    return { countries: packCountries(countryChoicesFor(context.lang)), defaultCountry: location?.iso_code?.toUpperCase() ?? "", constraint: CONSTRAINT };
  },
  { personal: true },
);
