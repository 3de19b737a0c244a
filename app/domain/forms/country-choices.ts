/**
 * A country to choose in a form: ISO alpha-2, its name in the page's language and, when it
 * has one, its calling code (`+49`) for a phone number.
 */
export interface CountryChoice {
  alpha2: string;
  name: string;
  callingCode?: string;
}

/** A {@link CountryChoice} with its calling code: a choice of a phone input. */
export type PhoneCountryChoice = CountryChoice & { callingCode: string };

/**
 * Country lists travel in a page's data as one string, a line per country:
 * `alpha-2 TAB calling code (or nothing) TAB name`, in the list's order. The page data's
 * encoding (turbo-stream) writes each object of an array as its own map of indexes: the
 * affiliate form's 249 countries and 242 phone countries cost 7 KB gzipped of its first visit
 * that way, 2 KB as lines. Tabs and line breaks in a name become spaces.
 */
export function packCountries(countries: readonly CountryChoice[]): string {
  return countries.map(({ alpha2, name, callingCode }) => [alpha2, callingCode ?? "", name.replace(/[\t\r\n]+/g, " ")].join("\t")).join("\n");
}

/** The list {@link packCountries} packed (lines that are not countries are skipped). */
export function unpackCountries(packed: string): CountryChoice[] {
  return packed.split("\n").flatMap((line) => {
    const [alpha2, callingCode, name] = line.split("\t");
    if (!alpha2 || name === undefined) return [];
    return [callingCode ? { alpha2, name, callingCode } : { alpha2, name }];
  });
}

/** The choices of a phone input: those with a calling code. */
export function phoneCountryChoices(countries: readonly CountryChoice[]): PhoneCountryChoice[] {
  return countries.filter((country): country is PhoneCountryChoice => Boolean(country.callingCode));
}
