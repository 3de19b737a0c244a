import { expect, test } from "@playwright/test";
import { inlineScriptSources, scriptSrc, SHARED } from "./shared-pages";

/**
 * The home page's A/B experiment at the origin's page cache: each variant is one shared copy,
 * byte-identical for every visitor in it, with the hashes of its own inline scripts; visitors
 * without an assignment share the control's; a page without a running experiment stays one copy.
 */

const HOME = "/";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(new URL(path, test.info().project.use.baseURL).href, { headers: { "user-agent": BROWSER, ...headers }, redirect: "manual" });

test("an A/B experiment's variant is one shared copy for its visitors, with hashes of its own; the control's is everyone else's", async () => {
  const variant = (extra: string) => get(HOME, { "accept-encoding": "identity", cookie: `bp_exp=home-hero:daily-steps; ${extra}` });
  await variant("bp_vid=warm"); // fills the variant's copy if it is empty
  const [first, second] = [await variant("bp_vid=visitor-one; analytics_consent=accepted"), await variant("_ga=GA1.1.9; bp_vid=visitor-two")];
  const [a, b] = [await first.text(), await second.text()];
  expect(a).toBe(b);
  expect(a).toContain('data-experiment="home-hero" data-variant="Daily steps"');
  for (const answer of [first, second]) {
    expect(answer.headers.get("x-page-cache")).toBe("hit");
    expect(answer.headers.get("cache-control")).toMatch(SHARED);
    expect(answer.headers.get("set-cookie")).toBeNull();
    expect(answer.headers.get("vary")).toBe("Accept-Encoding, Cookie");
  }
  const hashes = inlineScriptSources(a);
  for (const hash of hashes) expect(scriptSrc(first)).toContain(hash);
  // The control's copy: no cookie, a control assignment, Global Privacy Control, an unknown variant.
  const control = await (await get(HOME, { "accept-encoding": "identity" })).text();
  expect(control).toContain('data-experiment="home-hero" data-variant="Control"');
  for (const headers of <Record<string, string>[]>[
    { cookie: "bp_exp=home-hero:control" },
    { cookie: "bp_exp=home-hero:daily-steps", "sec-gpc": "1" },
    { cookie: "bp_exp=home-hero:nope" },
  ]) {
    const answer = await get(HOME, { "accept-encoding": "identity", ...headers });
    expect(answer.headers.get("x-page-cache"), JSON.stringify(headers)).toBe("hit");
    expect(await answer.text(), JSON.stringify(headers)).toBe(control);
  }
});

test("a page without a running experiment is one copy whatever the experiments cookie says", async () => {
  await get("/membership");
  const answers = [
    await get("/membership", { "accept-encoding": "identity" }),
    await get("/membership", { "accept-encoding": "identity", cookie: "bp_exp=home-hero:daily-steps" }),
  ];
  const [a, b] = [await answers[0]!.text(), await answers[1]!.text()];
  expect(b).toBe(a);
  for (const answer of answers) {
    expect(answer.headers.get("x-page-cache")).toBe("hit");
    expect(answer.headers.get("vary")).toBe("Accept-Encoding");
  }
});
