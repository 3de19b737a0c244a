import { expect, test } from "@playwright/test";

/**
 * The assessment quiz's steps render on the server from the URL alone (shareable, no
 * JavaScript needed), bad query values never break the page, and the lifebook
 * recommendations endpoint answers every status it documents (docs/product/learning-catalogue.md).
 */
/** An access token as the sandbox identity provider issues them (unsigned; see `sandbox/auth0.ts`). */
function sandboxAccessToken(sub: string): string {
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  return `${b64({ alg: "none", typ: "JWT" })}.${b64({
    sub,
    aud: "platform",
    iat: now,
    exp: now + 7200,
  })}.sandbox`;
}

const count = (html: string, needle: string) => html.split(needle).length - 1;
const RESULTS =
  "/assessment?step=results&area=stress-resilience&area=energy-wellbeing&area=focus-productivity&outcome=out-calm-stress-relief&outcome=out-body-restful-sleep&outcome=out-focus-deep-work";

test("a results URL renders 3 quests and 4 meditations on the server", async ({ request }) => {
  const response = await request.get(RESULTS);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('data-quiz-step="results"');
  const quiz = html.slice(html.indexOf('data-block="assessment_quiz"'));
  expect(count(quiz, "data-quest=")).toBe(3);
  expect(count(quiz, "data-meditation=")).toBe(4);
  // Recommendations are English only.
  expect(quiz).not.toContain('data-quest="enfoque-sin-prisa"');
  expect(quiz).not.toContain('data-meditation="med-respira-y-suelta"');
});

const BAD_QUERIES = [
  ["an unknown step", "/assessment?step=everything", "areas", null],
  ["unknown ids", "/assessment?step=outcomes&area=not-an-area&area=%3Cscript%3E", "areas", "Choose at least one growth area to continue."],
  [
    "four growth areas",
    "/assessment?step=outcomes&area=stress-resilience&area=energy-wellbeing&area=focus-productivity&area=love-connection",
    "areas",
    "You have selected 3 options already.",
  ],
  ["results without outcomes", "/assessment?step=results&area=stress-resilience", "outcomes", "Choose at least one outcome to see your results."],
  [
    "outcomes of an area not chosen",
    "/assessment?step=results&area=stress-resilience&outcome=out-focus-deep-work",
    "outcomes",
    "Choose at least one outcome to see your results.",
  ],
  ["a very long value", `/assessment?step=outcomes&area=${"x".repeat(3000)}`, "areas", "Choose at least one growth area to continue."],
] as const;

for (const [name, path, step, message] of BAD_QUERIES) {
  test(`${name}: 200, the right step and a message`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`data-quiz-step="${step}"`);
    if (message) expect(html).toContain(message);
    expect(html).not.toContain("<script>alert");
  });
}

test("the outcomes step lists only the chosen areas' outcomes, with the count", async ({ request }) => {
  const html = await (await request.get("/assessment?step=outcomes&area=energy-wellbeing&outcome=out-body-restful-sleep")).text();
  expect(html).toContain('data-choice="out-body-restful-sleep"');
  expect(html).not.toContain('data-choice="out-focus-deep-work"');
  expect(html).toContain("1 of 3 selected");
});

test.describe("POST /storyblok-api/lifebook-recommendations", () => {
  const endpoint = "/storyblok-api/lifebook-recommendations";
  const member = () => ({
    Authorization: `Bearer ${sandboxAccessToken("auth0|sandbox-coaching")}`,
  });

  test("200: a JSON list of at most 3 English quests", async ({ request }) => {
    const response = await request.post(endpoint, {
      headers: member(),
      data: {
        outcomeIds: ["out-calm-burnout-recovery", "out-parent-calm-parenting"],
      },
    });
    expect(response.status()).toBe(200);
    const quests = (await response.json()) as {
      slug: string;
      language: string;
    }[];
    expect(quests.length).toBeGreaterThan(0);
    expect(quests.length).toBeLessThanOrEqual(2);
    expect(quests.every((q) => q.language === "en")).toBe(true);
  });

  test("401 without or with a malformed Authorization header", async ({ request }) => {
    expect(
      (
        await request.post(endpoint, {
          data: { outcomeIds: ["out-calm-stress-relief"] },
        })
      ).status(),
    ).toBe(401);
    const malformed = await request.post(endpoint, {
      headers: { Authorization: "Token abc" },
      data: { outcomeIds: ["out-calm-stress-relief"] },
    });
    expect(malformed.status()).toBe(401);
    expect(await malformed.json()).toEqual({
      error: expect.stringContaining("Bearer"),
    });
  });

  test("400 with a reason for bad JSON and for a payload that fails the schema", async ({ request }) => {
    const badJson = await request.post(endpoint, {
      headers: { ...member(), "Content-Type": "application/json" },
      data: Buffer.from("{oops"),
    });
    expect(badJson.status()).toBe(400);
    expect(await badJson.json()).toEqual({
      error: expect.stringContaining("not valid JSON"),
    });
    const badShape = await request.post(endpoint, {
      headers: member(),
      data: { outcomeIds: "out-calm-stress-relief" },
    });
    expect(badShape.status()).toBe(400);
    expect(await badShape.json()).toEqual({
      error: expect.stringContaining("outcomeIds: must be a list of outcome ids"),
    });
  });

  test("502 with a reason when the platform fails", async ({ request }) => {
    const response = await request.post(endpoint, {
      headers: member(),
      data: { outcomeIds: ["sandbox-fail-500"] },
    });
    expect(response.status()).toBe(502);
    expect(await response.json()).toEqual({
      error: expect.stringContaining("could not provide recommendations"),
    });
  });
});
