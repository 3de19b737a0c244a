import { describe, expect, it } from "vitest";
import { packCountries, phoneCountryChoices, unpackCountries, type CountryChoice } from "./country-choices";

const choices: CountryChoice[] = [
  { alpha2: "AX", name: "Åland Islands", callingCode: "+358" },
  { alpha2: "AQ", name: "Antarctica" },
  { alpha2: "CI", name: "Côte d’Ivoire", callingCode: "+225" },
  { alpha2: "CN", name: "中国", callingCode: "+86" },
];

describe("country choices in a page's data", () => {
  it("come back from their packed lines as they were, in their order", () => {
    const packed = packCountries(choices);
    expect(packed.split("\n")).toHaveLength(4);
    expect(unpackCountries(packed)).toEqual(choices);
  });

  it("keep a name whole whatever it holds (a tab or a line break becomes a space)", () => {
    expect(unpackCountries(packCountries([{ alpha2: "XX", name: "A\tB\nC", callingCode: "+1" }]))).toEqual([
      { alpha2: "XX", name: "A B C", callingCode: "+1" },
    ]);
  });

  it("are nothing for an empty list, and skip a line that is not a country", () => {
    expect(unpackCountries(packCountries([]))).toEqual([]);
    expect(unpackCountries("garbage\nDE\t+49\tGermany")).toEqual([{ alpha2: "DE", name: "Germany", callingCode: "+49" }]);
  });

  it("offer a phone input only the countries with a calling code", () => {
    expect(phoneCountryChoices(choices).map((c) => c.alpha2)).toEqual(["AX", "CI", "CN"]);
  });
});
