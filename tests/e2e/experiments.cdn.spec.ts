import { readFileSync } from "node:fs";
import { expect } from "@playwright/test";
import { anonymousPage } from "../../app/domain/delivery/cache-policy";
import { get, originRequests, publishStory, signIn, test, onCdnStack, webhook, type Answer } from "./cdn-stack";

/**
 * The home page's A/B experiment behind Varnish (the stack of cdn-stack.ts): one object per
 * variant, shared by every visitor in it and never made per visitor; the control's object for
 * visitors without an assignment, under Global Privacy Control, with a malformed cookie and for
 * crawlers; members passed; and stopping the experiment is a publish that purges like any other.
 */
onCdnStack();

test("a page with a running A/B experiment: one object per variant shared by its visitors, the control's for everyone else, none for members", async () => {
  // A declared parameter with a new value: a home page of this test's own.
  const home = `/?dropdown=cdn${Date.now()}`;
  const headline = (answer: Answer) => /<h1[^>]*>([^<]*)</.exec(answer.body)?.[1] ?? "";
  const before = await originRequests("/");
  const inB = [
    await get(home, { Cookie: "bp_vid=visitor-one; bp_exp=home-hero:daily-steps; analytics_consent=accepted" }),
    await get(home, { Cookie: "_ga=GA1.1.2; bp_exp=home-hero:daily-steps; bp_vid=visitor-two" }),
  ];
  expect(inB.map((answer) => answer.cache)).toEqual(["MISS", "HIT"]);
  expect(inB[1]!.body).toBe(inB[0]!.body);
  expect(headline(inB[0]!)).toBe("Small daily steps. A life that feels like yours.");
  expect(inB[0]!.headers.get("cache-control")).toBe(anonymousPage(600));
  expect(inB[0]!.headers.getSetCookie()).toEqual([]);
  expect(inB[0]!.headers.get("vary")).toMatch(/\bCookie\b/);

  const controls = [
    await get(home),
    await get(home, { Cookie: "bp_vid=visitor-three; analytics_consent=accepted" }),
    await get(home, { Cookie: "bp_exp=home-hero:daily-steps", "Sec-GPC": "1" }),
    await get(home, { Cookie: "bp_exp=<script>" }),
    await get(home, { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }),
  ];
  expect(controls.map((answer) => answer.cache)).toEqual(["MISS", "HIT", "HIT", "HIT", "HIT"]);
  for (const answer of controls) expect(answer.body).toBe(controls[0]!.body);
  expect(headline(controls[0]!)).toBe("Grow into the person you are becoming");
  // Two renders at the origin: one per variant, none per visitor.
  expect(await originRequests("/")).toBe(before + 2);

  const member = await signIn();
  const asMember = await get(home, { Cookie: `${member}; bp_exp=home-hero:daily-steps` });
  expect(asMember.cache).toBe("PASS");
  expect(headline(asMember)).toBe("Small daily steps. A life that feels like yours.");
  expect(asMember.body).not.toContain("Start free");

  // Stopping the experiment with a winner is a publish like any other: purged, and then one copy for everyone.
  const fixture = JSON.parse(readFileSync(new URL("../../sandbox/storyblok/stories/home.json", import.meta.url), "utf8")) as {
    story: { id: number; content: { body: Record<string, unknown>[] } };
  };
  const [experiment, ...rest] = fixture.story.content.body;
  const stopped = { body: [{ ...experiment, status: "stopped", winner: "Daily steps" }, ...rest] };
  const publish = await publishStory("home", stopped);
  expect(publish.status).toBe(200);
  expect((await webhook({ action: "published", story_id: fixture.story.id, space_id: 100001, full_slug: "home" })).status).toBe(200);
  const afterStop = [await get(home), await get(home, { Cookie: "bp_exp=home-hero:control" }), await get(home, { Cookie: "bp_exp=home-hero:daily-steps" })];
  expect(afterStop.map((answer) => answer.cache)).toEqual(["MISS", "HIT", "HIT"]);
  for (const answer of afterStop) expect(headline(answer)).toBe("Small daily steps. A life that feels like yours.");
  expect(afterStop[0]!.headers.get("vary") ?? "").not.toMatch(/\bCookie\b/);
});
