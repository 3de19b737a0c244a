import { describe, expect, it } from "vitest";
import { z } from "zod";
import { callingCodeOf, parsePhone } from "./phone";
import { phoneFields, refinePhoneFields } from "./phone-fields";

describe("parsePhone", () => {
  it.each([
    ["201 555 0123", "US", "+12015550123"],
    ["(201) 555-0123", "us", "+12015550123"],
    ["0151 23456789", "DE", "+4915123456789"],
    ["030 123456", "DE", "+4930123456"],
    ["+49 151 23456789", "US", "+4915123456789"],
    ["11 91234-5678", "BR", "+5511912345678"],
  ])("%s in %s → %s", (number, country, e164) => {
    expect(parsePhone(number, country)).toMatchObject({ ok: true, e164 });
  });

  it.each([
    ["123 456 7890", "US", "form.phoneInvalid"],
    ["12", "DE", "form.phoneInvalid"],
    ["not a number", "DE", "form.phoneInvalid"],
    ["0151 23456789", "", "form.phoneCountry"],
    ["0151 23456789", "XX", "form.phoneCountry"],
    ["1".repeat(500), "DE", "form.phoneInvalid"],
  ])("%s in %j is refused (%s)", (number, country, problem) => {
    expect(parsePhone(number, country)).toEqual({ ok: false, problem });
  });

  it("knows calling codes", () => {
    expect(callingCodeOf("de")).toBe("+49");
    expect(callingCodeOf("ZZ")).toBeNull();
  });
});

describe("phone fields in a zod schema", () => {
  const schema = z.object(phoneFields).superRefine(refinePhoneFields(parsePhone));
  it("accepts a valid number and reports problems at the right field", () => {
    expect(schema.safeParse({ phoneCountry: "gb", phone: "07911 123456" }).success).toBe(true);
    const bad = schema.safeParse({ phoneCountry: "GB", phone: "0791" });
    expect(bad.error?.issues).toEqual([expect.objectContaining({ path: ["phone"], message: "form.phoneInvalid" })]);
    const empty = schema.safeParse({ phoneCountry: "GB", phone: " " });
    expect(empty.error?.issues[0]).toMatchObject({ path: ["phone"], message: "form.missing.phone" });
  });
});
