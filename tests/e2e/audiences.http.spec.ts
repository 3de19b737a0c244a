import { expect, test } from "@playwright/test";
import { signInSandboxMember } from "../../scripts/lib/sandbox-member.mjs";
import { PERSONAL_PAGE } from "../../app/domain/delivery/cache-policy";
import { uiString } from "./locales";

/**
 * Audiences (docs/product/stories-and-blocks.md): the sandbox header's "Start free" is for
 * visitors, its link to the member's growth page for members. A visitor's page, the copy every
 * visitor shares, never holds the members' blok, nor its data; a member's never the visitors'.
 */
const START_FREE = /<a [^>]*href="(\/de)?\/masterclass\/three-breath-reset"[^>]*>[^<]*(Start free|Kostenlos starten)/;
const GROWTH_BUTTON = (lang: "en" | "de") =>
  new RegExp(`<a [^>]*href="${lang === "de" ? "/de" : ""}/members/growth"[^>]*>${uiString(lang, "account.growth")}</a>`);

for (const lang of ["en", "de"] as const) {
  const home = lang === "de" ? "/de" : "/";
  test(`${home}: a visitor is offered "Start free", a member their own growth page instead`, async ({ request, baseURL }) => {
    const visitor = await (await request.get(home)).text();
    expect(visitor).toMatch(START_FREE);
    expect(visitor).not.toMatch(GROWTH_BUTTON(lang));
    expect(visitor, "the members' blok is not in the visitors' data either").not.toContain("5b0e2c71");

    const session = await signInSandboxMember(baseURL ?? "");
    const member = await request.get(home, { headers: { Cookie: session } });
    expect(member.headers()["cache-control"]).toBe(PERSONAL_PAGE);
    const html = await member.text();
    expect(html).not.toMatch(START_FREE);
    expect(html).toMatch(GROWTH_BUTTON(lang));
  });
}

test("a blok for members of some levels: the free member is offered membership, a paying member is not", async ({ request, baseURL }) => {
  const offer = /<a [^>]*href="\/membership"[^>]*>See what membership adds<\/a>/;
  for (const [member, shown] of [
    ["free", true],
    ["membership", false],
  ] as const) {
    const session = await signInSandboxMember(baseURL ?? "", { member });
    const page = await request.get("/members/growth", { headers: { Cookie: session } });
    expect(page.status(), member).toBe(200);
    expect(page.headers()["cache-control"], member).toBe(PERSONAL_PAGE);
    const html = await page.text();
    if (shown) expect(html, member).toMatch(offer);
    else expect(html, member).not.toContain("7c1e5a02");
  }
});
