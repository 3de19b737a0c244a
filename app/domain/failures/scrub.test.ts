import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CAPABILITY_PARAMS, MAX_SCRUBBED_LENGTH, REDACTED, TRUNCATED, scrub, scrubCapabilities, scrubString } from "./scrub";

describe("scrub", () => {
  it("redacts values under sensitive keys at any depth", () => {
    expect(
      scrub({
        email: "a@b.example",
        form: { socialSecurity: "123-45-6789", social_security_number: "x", telephone: "+1 555", firstName: "Ada" },
        headers: { Authorization: "Bearer abc", cookie: "s=1" },
        accessToken: "eyJ...",
      }),
    ).toEqual({
      email: REDACTED,
      form: { socialSecurity: REDACTED, social_security_number: REDACTED, telephone: REDACTED, firstName: "Ada" },
      headers: { Authorization: REDACTED, cookie: REDACTED },
      accessToken: REDACTED,
    });
  });

  it("redacts email addresses and phone-like numbers inside text", () => {
    expect(scrub("Failed for ada@example.org at +44 117 496 0412 (order 42)")).toBe(`Failed for ${REDACTED} at ${REDACTED} (order 42)`);
    expect(scrub(["ssn 123456789", "123-45-6789", "year 2026"])).toEqual([`ssn ${REDACTED}`, REDACTED, "year 2026"]);
    expect(scrub("/x?email=ada%40example.org&page=2")).toBe(`/x?email=${REDACTED}&page=2`);
  });

  it("keeps dates, times and hex ids intact", () => {
    const text = "2026-11-22T05:26:43.027Z trace 7035926f0c2a3bed2c116e740c39";
    expect(scrub(text)).toBe(text);
  });

  it("leaves other data alone and does not mutate its input", () => {
    const input = { url: "/programs/x?page=2", count: 3, ok: true, nested: [null, 1] };
    expect(scrub(input)).toEqual(input);
    const withSecret = { password: "p" };
    scrub(withSecret);
    expect(withSecret.password).toBe("p");
  });
});

describe("scrub on hostile input", () => {
  const addressChars = fc.constantFrom(..."abcXYZ019._%+-");
  it("cuts long strings, and never lets an address through, whatever surrounds it", () => {
    fc.assert(
      fc.property(fc.string({ unit: addressChars, maxLength: 6_000 }), fc.string({ unit: addressChars, maxLength: 60 }), (padding, local) => {
        const out = scrubString(`${padding}&e=${local || "a"}@example.org`);
        expect(out.length).toBeLessThanOrEqual(MAX_SCRUBBED_LENGTH + TRUNCATED.length);
        expect(out).not.toMatch(/@example\.org/);
      }),
      { numRuns: 200 },
    );
  });

  it("keeps the start of a long string and says it was cut", () => {
    const long = "q=" + "a".repeat(20_000);
    expect(scrubString(long)).toBe(long.slice(0, MAX_SCRUBBED_LENGTH) + TRUNCATED);
  });

  it("redacts the end of an over-long local part with the address", () => {
    expect(scrubString(`${"x".repeat(100)}@example.org`)).toBe(`${"x".repeat(36)}${REDACTED}`);
  });
});

describe("capabilities", () => {
  const url = "/masterclass/x/watch?a=5f0c2a8e-3b1d&_storyblok_tk[token]=abc123&_storyblok_tk%5Btimestamp%5D=17&PSubscriptionID=8a3f&page=2";
  it("redacts each capability value in URLs and raw query strings, and nothing else", () => {
    expect(scrubCapabilities(url)).toBe(
      `/masterclass/x/watch?a=${REDACTED}&_storyblok_tk[token]=${REDACTED}&_storyblok_tk%5Btimestamp%5D=${REDACTED}&PSubscriptionID=${REDACTED}&page=2`,
    );
    expect(scrubCapabilities("code=xyz&state=abc&lang=de")).toBe(`code=${REDACTED}&state=${REDACTED}&lang=de`);
    expect(scrubCapabilities("area=calm&data=1")).toBe("area=calm&data=1");
  });

  it("redacts parsed queries, as objects and as pairs, at any depth; scrub does too", () => {
    const event = {
      request: {
        url,
        query_string: [
          ["a", "1"],
          ["page", "2"],
        ],
      },
      query: { state: "s", "_storyblok_tk[token]": "t", area: "calm" },
    };
    const out = scrubCapabilities(event);
    expect(out.request.query_string).toEqual([
      ["a", REDACTED],
      ["page", "2"],
    ]);
    expect(out.query).toEqual({ state: REDACTED, "_storyblok_tk[token]": REDACTED, area: "calm" });
    expect(JSON.stringify(out)).not.toMatch(/5f0c2a8e|abc123|8a3f|"t"|"s"/);
    expect(JSON.stringify(scrub(event))).not.toMatch(/5f0c2a8e|abc123|8a3f|"t"|"s"/);
    expect(CAPABILITY_PARAMS).toEqual(["_storyblok_tk[*]", "PSubscriptionID", "a", "code", "state"]);
  });
});
