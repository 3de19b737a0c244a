import { describe, expect, it } from "vitest";
import { parsePhone } from "../forms/phone";
import { dayValue, registrationErrors, registrationSchemaWith } from "./registration";

const registrationSchema = registrationSchemaWith(parsePhone);

/** The registration form's rules (docs/product/webinars.md#registration), shared by the server and the browser. */
const valid = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phoneCountry: "de",
  phone: "0151 12345678",
  day: "2026-11-24",
  timeslot: "2026-11-24T17:00:00.000Z",
  timeZone: "Europe/Berlin",
};

const issuesOf = (input: Record<string, unknown>) => {
  const parsed = registrationSchema.safeParse(input);
  if (parsed.success) return {};
  // A field may fail two checks with the same message (the country's length and the phone refinement): shown once.
  return Object.fromEntries(Object.entries(parsed.error.flatten().fieldErrors).map(([field, messages]) => [field, [...new Set(messages)]]));
};

describe("registrationSchema", () => {
  it("accepts a complete registration, trimming and upper-casing the country", () => {
    const parsed = registrationSchema.parse({ ...valid, name: "  Ada Lovelace " });
    expect(parsed).toMatchObject({ name: "Ada Lovelace", phoneCountry: "DE" });
  });

  it.each([
    ["no name", { name: "" }, "name", "form.missing.name"],
    ["a name over 200 characters", { name: "a".repeat(201) }, "name", "form.tooLong"],
    ["no email", { email: undefined }, "email", "form.missing.email"],
    ["an email without a domain", { email: "ada@example" }, "email", "form.email"],
    ["a number invalid for the country", { phone: "12" }, "phone", "form.phoneInvalid"],
    ["a number without a country", { phoneCountry: "", phone: "0151 12345678" }, "phoneCountry", "form.phoneCountry"],
    ["no day", { day: undefined }, "day", "registration.chooseTime"],
    ["a day that is no option", { day: "tomorrow" }, "day", "registration.chooseTime"],
    ["no time", { timeslot: undefined }, "timeslot", "registration.chooseTime"],
    ["a time that is not an instant", { timeslot: "6 PM" }, "timeslot", "registration.chooseTime"],
  ])("reports %s at its field", (_case, change, field, message) => {
    expect(issuesOf({ ...valid, ...change })).toEqual({ [field]: [message] });
  });

  it("accepts an international number whatever the selected country", () => {
    expect(issuesOf({ ...valid, phoneCountry: "US", phone: "+49 151 12345678" })).toEqual({});
  });
});

describe("registrationSchema with an optional phone field", () => {
  const optional = registrationSchemaWith(parsePhone, { phoneRequired: false });

  it("accepts no number (none is sent), with or without a country", () => {
    expect(optional.parse({ ...valid, phone: "  " }).phone).toBeUndefined();
    expect(optional.safeParse({ ...valid, phone: undefined, phoneCountry: undefined }).success).toBe(true);
  });

  it("still checks a number that is given, for its country", () => {
    const parsed = optional.safeParse({ ...valid, phone: "12" });
    expect(parsed.error?.flatten().fieldErrors).toEqual({ phone: ["form.phoneInvalid"] });
    expect(optional.parse({ ...valid }).phone).toBe("0151 12345678");
  });

  it("a required phone field says what it needs when empty", () => {
    expect(issuesOf({ ...valid, phone: "" })).toEqual({ phone: ["form.missing.phone"] });
  });
});

describe("dayValue", () => {
  it.each([
    ["in15", "in15"],
    ["instant", "instant"],
    ["2026-11-24", "2026-11-24"],
    ["2026-11-24T00:00", null],
    ["", null],
    [null, null],
  ])("%s → %s", (raw, value) => {
    expect(dayValue(raw)).toBe(value);
  });
});

describe("registrationErrors", () => {
  it("puts the platform's messages at their fields, translated when known", () => {
    expect(
      registrationErrors([
        { field: "email", message: "Email address is not valid.", code: "invalid" },
        { field: "phone", message: "Please enter your phone number.", code: "required" },
        { field: "timeZone", message: "Unknown time zone.", code: "invalid" },
        { field: "name", message: "Name is taken by a robot.", code: "blocked" },
      ]),
    ).toEqual({
      fieldErrors: { email: ["form.email"], phone: ["form.missing.phone"], timeslot: ["registration.slotUnavailable"], name: ["Name is taken by a robot."] },
      formErrors: [],
    });
  });

  it("shows messages of other fields above the form, an unknown webinar as unavailable", () => {
    expect(
      registrationErrors([
        { field: "webinarId", message: "This webinar does not exist.", code: "not_found" },
        { field: null, message: "Registration is closed.", code: null },
      ]),
    ).toEqual({ fieldErrors: {}, formErrors: ["registration.unavailable", "Registration is closed."] });
  });

  it("never answers an unsuccessful registration without a message", () => {
    expect(registrationErrors([])).toEqual({ fieldErrors: {}, formErrors: ["registration.retry"] });
  });

  it("does not repeat the same message at a field", () => {
    const twice = { field: "timeslot", message: "This timeslot is not available.", code: "invalid" };
    expect(registrationErrors([twice, { ...twice, field: "timeZone" }]).fieldErrors).toEqual({ timeslot: ["registration.slotUnavailable"] });
  });
});
