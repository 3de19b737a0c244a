import { memoize } from "@formatjs/fast-memoize";
import world from "world_countries_lists/data/countries/_combined/world.json";
import type { CountryChoice, PhoneCountryChoice } from "~/domain/forms/country-choices";
import { callingCodeOf } from "~/domain/forms/phone";
import { bcp47Of, isLanguage } from "~/i18n/languages";

/**
 * Country reference data (docs/product/routes-and-languages.md) from the `world_countries_lists` package
 * (data CC BY-SA 4.0, from Wikipedia; see README). Server-only: pages receive just the
 * names they need, in one language.
 */

/** Languages the data names countries in (docs/product/routes-and-languages.md). */
export const COUNTRY_NAME_LANGUAGES = [
  "ar",
  "bg",
  "cs",
  "da",
  "de",
  "el",
  "en",
  "eo",
  "es",
  "et",
  "eu",
  "fa",
  "fi",
  "fr",
  "hr",
  "hu",
  "hy",
  "it",
  "ja",
  "ko",
  "lt",
  "nl",
  "no",
  "pl",
  "pt",
  "ro",
  "ru",
  "sk",
  "sl",
  "sr",
  "sv",
  "th",
  "uk",
  "zh",
  "zh-tw",
] as const;

export type CountryNameLanguage = (typeof COUNTRY_NAME_LANGUAGES)[number];

export interface Country {
  /** ISO 3166-1 numeric code. */
  id: number;
  /** ISO 3166-1 alpha-2, upper case (`DE`). */
  alpha2: string;
  /** ISO 3166-1 alpha-3, upper case (`DEU`). */
  alpha3: string;
  /** Name per language code; every language of {@link COUNTRY_NAME_LANGUAGES} is present. */
  names: Record<CountryNameLanguage, string>;
}

type Row = { id: number; alpha2: string; alpha3: string } & Record<string, unknown>;

const COUNTRIES: readonly Country[] = (world as Row[]).map((row) => {
  const english = String(row.en ?? row.alpha2);
  const names = Object.fromEntries(
    COUNTRY_NAME_LANGUAGES.map((lang) => [lang, typeof row[lang] === "string" && row[lang] ? (row[lang] as string) : english]),
  ) as Record<CountryNameLanguage, string>;
  return { id: row.id, alpha2: row.alpha2.toUpperCase(), alpha3: row.alpha3.toUpperCase(), names };
});

const BY_ALPHA2 = new Map(COUNTRIES.map((c) => [c.alpha2, c]));

/** Every country (249). */
export function allCountries(): readonly Country[] {
  return COUNTRIES;
}

/** The country with ISO alpha-2 code `code` (any case), or `undefined`. */
export function countryByAlpha2(code: string): Country | undefined {
  return BY_ALPHA2.get(code.toUpperCase());
}

/** A language country names can be asked in: one of the data's, or Indonesian (`in`, one of the site's ten). */
export type CountryLanguage = CountryNameLanguage | "in";

/** True for a language the API accepts: a country-name language or one of the site's ten. */
export function isCountryLanguage(value: string): value is CountryLanguage {
  return (COUNTRY_NAME_LANGUAGES as readonly string[]).includes(value) || isLanguage(value);
}

/** The data language for a site or data language: `in` (Indonesian) has no names, so English. */
function dataLanguage(lang: CountryLanguage): CountryNameLanguage {
  return lang === "in" ? "en" : lang;
}

export interface CountryOption {
  alpha2: string;
  name: string;
}

/**
 * `{ alpha2, name }` for every country in `lang`, sorted by that language's collation
 * (names missing in the data fall back to English). Computed once per language (a collator
 * and a sort of ~250 names cost ~0.2 ms, and a form page asked 2–3 times per render): the
 * list is shared, hence read-only. `lang` is one of a fixed set, never raw request input.
 */
export const countriesFor: (lang: CountryLanguage) => readonly CountryOption[] = memoize((lang: CountryLanguage) => {
  const key = dataLanguage(lang);
  const collator = new Intl.Collator(isLanguage(lang) ? bcp47Of(lang) : lang);
  return COUNTRIES.map((c) => ({ alpha2: c.alpha2, name: c.names[key] })).sort((a, b) => collator.compare(a.name, b.name));
});

/**
 * Every country in `lang` with its calling code when it has one: the one list a form with a
 * country select and a phone input needs. Named by the short everyday name of the runtime's
 * CLDR data ("United Kingdom", not the official "United Kingdom of Great Britain and Northern
 * Ireland", which no phone's select can show whole; Indonesian gets Indonesian names, which the
 * data set lacks), falling back to {@link countriesFor}'s name, and sorted in that language.
 * Computed once per language: the calling codes of ~250 countries cost ~0.4 ms, and the form
 * loaders asking for them run on every request (personal, uncached).
 */
export const countryChoicesFor: (lang: CountryLanguage) => readonly CountryChoice[] = memoize((lang: CountryLanguage) => {
  const locale = isLanguage(lang) ? bcp47Of(lang) : lang;
  const shortNames = new Intl.DisplayNames([locale], { type: "region", fallback: "none" });
  const collator = new Intl.Collator(locale);
  return countriesFor(lang)
    .map((country) => {
      const named = { ...country, name: shortNames.of(country.alpha2) ?? country.name };
      const callingCode = callingCodeOf(country.alpha2);
      return callingCode ? { ...named, callingCode } : named;
    })
    .sort((a, b) => collator.compare(a.name, b.name));
});

/**
 * Countries for a phone input in `lang`: those of {@link countryChoicesFor} with a calling code
 * ("+49"), in the same order. Computed once per language.
 */
export const phoneCountriesFor: (lang: CountryLanguage) => readonly PhoneCountryChoice[] = memoize((lang: CountryLanguage) =>
  countryChoicesFor(lang).filter((country): country is PhoneCountryChoice => country.callingCode !== undefined),
);
