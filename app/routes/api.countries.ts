import type { LoaderFunctionArgs } from "@remix-run/node";
import { COUNTRY_NAME_LANGUAGES, countriesFor, isCountryLanguage } from "~/services/countries.server";
import { LANGUAGES } from "~/i18n/languages";
import { RELEASE_DATA } from "~/domain/delivery/cache-policy";

const SUPPORTED = [...new Set([...LANGUAGES, ...COUNTRY_NAME_LANGUAGES])].sort();

/**
 * `GET /api/countries?lang=de` → `{ lang, countries: [{ alpha2, name }] }` sorted for the
 * language; cached for a week (the data changes only with a package update). An unknown
 * or missing language gets 400 with the supported list.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const lang = new URL(request.url).searchParams.get("lang") ?? "";
  if (!isCountryLanguage(lang)) {
    return Response.json({ error: `Unknown language "${lang}". Use ?lang= with one of the supported languages.`, supported: SUPPORTED }, { status: 400 });
  }
  return Response.json({ lang, countries: countriesFor(lang) }, { headers: { "Cache-Control": RELEASE_DATA } });
}

// A post here is a plain 405 with its reason.
export { noActionResponse as action } from "~/http/no-action.server";
