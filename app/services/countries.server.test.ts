import world from "world_countries_lists/data/countries/_combined/world.json";
import { describe, expect, it } from "vitest";
import { allCountries, COUNTRY_NAME_LANGUAGES, countriesFor, countryByAlpha2, countryChoicesFor, phoneCountriesFor } from "./countries.server";

describe("country reference data", () => {
  it("has every country once, with unique numeric ids and codes", () => {
    const countries = allCountries();
    expect(countries.length).toBeGreaterThanOrEqual(245);
    expect(new Set(countries.map((c) => c.id)).size).toBe(countries.length);
    expect(new Set(countries.map((c) => c.alpha2)).size).toBe(countries.length);
    expect(countries.every((c) => /^[A-Z]{2}$/.test(c.alpha2) && /^[A-Z]{3}$/.test(c.alpha3))).toBe(true);
  });

  it("names every country in each listed language", () => {
    for (const country of allCountries()) {
      for (const lang of COUNTRY_NAME_LANGUAGES) expect(country.names[lang], `${country.alpha2} ${lang}`).toBeTruthy();
    }
  });

  it("matches the package's names", () => {
    const germany = (world as { alpha2: string; de: string; ja: string; "zh-tw": string; id: number }[]).find((r) => r.alpha2 === "de");
    expect(countryByAlpha2("de")).toMatchObject({ id: germany?.id, alpha3: "DEU" });
    expect(countryByAlpha2("DE")?.names.de).toBe(germany?.de);
    expect(countryByAlpha2("DE")?.names.ja).toBe(germany?.ja);
    expect(countryByAlpha2("DE")?.names["zh-tw"]).toBe(germany?.["zh-tw"]);
    expect(countryByAlpha2("FR")?.names.fr).toBe("France");
    expect(countryByAlpha2("ZZ")).toBeUndefined();
  });

  it("sorts by the language's collation and falls back to English for Indonesian", () => {
    const german = countriesFor("de").map((c) => c.name);
    expect(german).toEqual([...german].sort(new Intl.Collator("de").compare));
    expect(german.indexOf("Österreich")).toBeLessThan(german.indexOf("Polen"));
    expect(countriesFor("in").find((c) => c.alpha2 === "ID")?.name).toBe(countryByAlpha2("ID")?.names.en);
  });

  it("computes each language's list once and hands every caller the same list", () => {
    expect(countriesFor("fr")).toBe(countriesFor("fr"));
    expect(countriesFor("fr")).not.toBe(countriesFor("de"));
    expect(countriesFor("fr").find((c) => c.alpha2 === "DE")?.name).toBe("Allemagne");
    expect(countryChoicesFor("fr")).toBe(countryChoicesFor("fr"));
    expect(phoneCountriesFor("fr")).toBe(phoneCountriesFor("fr"));
  });

  it("gives every country its calling code where it has one, and phone inputs only those, in the same order", () => {
    const choices = countryChoicesFor("de");
    expect(choices.map((c) => c.alpha2).sort()).toEqual(
      countriesFor("de")
        .map((c) => c.alpha2)
        .sort(),
    );
    expect(choices.find((c) => c.alpha2 === "DE")).toEqual({ alpha2: "DE", name: "Deutschland", callingCode: "+49" });
    expect(choices.some((c) => c.callingCode === undefined)).toBe(true);
    expect(phoneCountriesFor("de")).toEqual(choices.filter((c) => c.callingCode !== undefined));
  });

  it("names countries in forms by their short everyday name, sorted in the page's language", () => {
    const en = phoneCountriesFor("en");
    expect(en.find((c) => c.alpha2 === "GB")).toEqual({ alpha2: "GB", name: "United Kingdom", callingCode: "+44" });
    expect(phoneCountriesFor("de").find((c) => c.alpha2 === "US")?.name).toBe("Vereinigte Staaten");
    expect(phoneCountriesFor("in").find((c) => c.alpha2 === "US")?.name).toBe("Amerika Serikat");
    const names = en.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("en").compare));
    expect(countryChoicesFor("en").find((c) => c.alpha2 === "GB")?.name).toBe("United Kingdom");
  });
});
