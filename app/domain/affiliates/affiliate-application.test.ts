import { describe, expect, it } from "vitest";
import { affiliateApplicationSchemaWith } from "./affiliate-application";
import { parsePhone } from "../forms/phone";

const affiliateApplicationSchema = affiliateApplicationSchemaWith(parsePhone);

const good = {
  firstName: "Zoë",
  lastName: "Ōkubo-Nkemelu",
  telephoneCountry: "US",
  telephone: "(201) 555-0123",
  email: "zoe@calmcollective.example",
  company: "Calm Collective LLC",
  addressLine1: "12 Harbor Street",
  addressLine2: "",
  city: "Portland",
  stateLocation: "Oregon",
  zipCode: "97201",
  country: "US",
  socialSecurity: "123-45-6789",
  billingEmailAddress: "",
  hearAboutUs: "podcast",
  hearAboutUsOther: "",
  website1: "https://calmcollective.example",
  website2: "",
  websiteDescription: "Weekly essays on rest and focus.",
  listSize: "12 400",
  emailListSize: "8,000",
  socialMediaSize: "0",
  websiteCategory: "wellness",
  websiteCategoryOther: "",
  mainPromotionalMethod: "email",
  mainPromotionalMethodOther: "",
  comments: "",
};

/** The messages of a failed parse, by field path. */
function problems(input: Record<string, unknown>): Record<string, string> {
  const result = affiliateApplicationSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("affiliate application schema", () => {
  it("accepts a complete application and normalises it", () => {
    const result = affiliateApplicationSchema.parse(good);
    expect(result).toMatchObject({ listSize: 12400, emailListSize: 8000, socialMediaSize: 0, addressLine2: undefined, website2: undefined, country: "US" });
  });

  it("accepts the minimum: only the required fields", () => {
    const minimum = {
      firstName: "Ana",
      lastName: "Li",
      telephoneCountry: "de",
      telephone: "0151 23456789",
      email: "ana@example.org",
      country: "de",
      website1: "http://ana.example",
      websiteCategory: "business",
      mainPromotionalMethod: "social",
      hearAboutUs: "friend",
    };
    expect(problems(minimum)).toEqual({});
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ["missing names", { firstName: "", lastName: "  " }, { firstName: "form.missing.firstName", lastName: "form.missing.lastName" }],
    ["missing email", { email: undefined }, { email: "form.missing.email" }],
    ["bad email", { email: "zoe@" }, { email: "form.email" }],
    ["bad billing email", { billingEmailAddress: "billing" }, { billingEmailAddress: "form.email" }],
    ["phone invalid for its country", { telephone: "123 456 7890" }, { telephone: "form.phoneInvalid" }],
    ["phone without country", { telephoneCountry: "" }, { telephoneCountry: "form.phoneCountry" }],
    ["no country", { country: "" }, { country: "form.country" }],
    ["website not http(s)", { website1: "javascript:alert(1)" }, { website1: "form.url" }],
    ["website without a scheme", { website1: "calmcollective.example" }, { website1: "form.url" }],
    ["second website bad", { website2: "ftp://files.example" }, { website2: "form.url" }],
    [
      "selects without a choice",
      { hearAboutUs: "", websiteCategory: "nonsense", mainPromotionalMethod: undefined },
      { hearAboutUs: "form.missing.hearAboutUs", websiteCategory: "form.missing.websiteCategory", mainPromotionalMethod: "form.missing.mainPromotionalMethod" },
    ],
    [
      "Other without details",
      { hearAboutUs: "other", websiteCategory: "other", mainPromotionalMethod: "other" },
      { hearAboutUsOther: "form.otherRequired", websiteCategoryOther: "form.otherRequired", mainPromotionalMethodOther: "form.otherRequired" },
    ],
    ["negative size", { listSize: "-3" }, { listSize: "form.wholeNumber" }],
    ["decimal size", { emailListSize: "12.5k" }, { emailListSize: "form.wholeNumber" }],
    ["size as words", { socialMediaSize: "lots" }, { socialMediaSize: "form.wholeNumber" }],
    ["size too large", { listSize: "99999999999" }, { listSize: "form.wholeNumber" }],
    ["bad social security number", { socialSecurity: "12-ab" }, { socialSecurity: "form.ssn" }],
    ["huge comment", { comments: "a".repeat(2001) }, { comments: "form.tooLong" }],
    ["huge name", { firstName: "名".repeat(81) }, { firstName: "form.tooLong" }],
  ])("%s", (_name, change, expected) => {
    expect(problems({ ...good, ...change })).toEqual(expected);
  });

  it("reports every problem at once: field rules, Other details and the phone number together", () => {
    expect(problems({ ...good, firstName: "", hearAboutUs: "other", hearAboutUsOther: " ", telephone: "12" })).toEqual({
      firstName: "form.missing.firstName",
      hearAboutUsOther: "form.otherRequired",
      telephone: "form.phoneInvalid",
    });
  });

  it("refuses input that is not a record of fields", () => {
    for (const input of [null, "firstName=Zoë", ["Zoë"], 42]) expect(affiliateApplicationSchema.safeParse(input).success).toBe(false);
  });

  it("keeps Other details only when Other is chosen", () => {
    const chosen = affiliateApplicationSchema.parse({ ...good, hearAboutUs: "other", hearAboutUsOther: "A retreat in Lisbon" });
    expect(chosen.hearAboutUsOther).toBe("A retreat in Lisbon");
    const dropped = affiliateApplicationSchema.parse({ ...good, hearAboutUs: "search", hearAboutUsOther: "ignored" });
    expect(dropped.hearAboutUsOther).toBeUndefined();
  });

  it("accepts unicode names and trims text", () => {
    const result = affiliateApplicationSchema.parse({ ...good, firstName: "  محمد ", lastName: "Ñúñez 山田" });
    expect(result.firstName).toBe("محمد");
    expect(result.lastName).toBe("Ñúñez 山田");
  });
});
