import { getZodConstraint } from "@conform-to/zod";
import { packCountries } from "~/domain/forms/country-choices";
import { affiliateFieldsSchema } from "~/domain/affiliates/affiliate-application";
import { countryChoicesFor } from "~/services/countries.server";
import { defineBlockLoader } from "../../block-kit/define.server";
import { schema } from "./schema";

/** What the `affiliate_form` loader gives its view. */
export interface AffiliateFormData {
  /**
   * Every country, named in the page's language, with its calling code when it has one (the
   * phone select offers those), packed as lines (`domain/forms/country-choices.ts`).
   */
  countries: string;
  /**
   * The inputs' HTML constraints (`required`, `maxLength`, `pattern`…) per field, from the
   * application's zod rules: computed here so the view renders them without zod.
   */
  constraint: typeof CONSTRAINT;
}

const CONSTRAINT = getZodConstraint(affiliateFieldsSchema);

/**
 * Server part of `affiliate_form` (the form's action is `action.server.ts`): the country lists,
 * localised. The visitor's country (from the location of their IP) is preselected in the
 * browser (`/api/visitor-country`), so the page is the same for everyone.
 */
export default defineBlockLoader(schema, async (_blok, context): Promise<AffiliateFormData> => {
  return { countries: packCountries(countryChoicesFor(context.lang)), constraint: CONSTRAINT };
});
