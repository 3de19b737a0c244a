import { expect } from "@playwright/test";
import { affiliateForm, application, ipFor, SSN } from "./affiliate-fixtures";
import { withServers } from "./servers";

/**
 * Form values never reach Sentry (docs/product/affiliates.md: the affiliate form carries a social security number).
 * A server of its own reports to a Sentry ingest stand-in of its own (a stack, servers.ts);
 * Storyblok is down before the server has read any story, so posting the affiliate form fails
 * where the page's story is read, and that failure is reported. The report must arrive, and
 * neither it nor anything else the server sent may hold a value of the form, its cookies or the
 * client's address.
 */
const test = withServers({ servers: 1, sentry: true, env: { TRUST_PROXY: "true" } });
test.describe.configure({ mode: "serial" });

test("an affiliate application posted during a Storyblok outage is reported to Sentry without any of its values", async ({ request, stack }, testInfo) => {
  const BASE = stack.urls[0]!;
  const SINK = stack.sentry!.url;
  // The form's blok id and action, from the shared test server (same sandbox content); this
  // server must not read the story before the outage.
  const form = affiliateForm(await (await request.get("/affiliates/apply")).text());
  expect(form, "the page holds the affiliate form").not.toBeNull();

  const outage = await fetch(`${BASE}/__sandbox/faults`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ faults: { storyblok: "down" } }),
  });
  expect(outage.ok).toBe(true);

  const fields = application({ comments: "Only for the ingest check: plum-crested-heron." });
  const ip = ipFor(testInfo);
  const posted = await fetch(`${BASE}${form!.action}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": ip, Cookie: "bp_consent=private-cookie-value" },
    body: new URLSearchParams({ _block: form!.uid, ...fields }).toString(),
    redirect: "manual",
  });
  expect(posted.status, "the outage reached the form's page").toBe(503);

  type Item = { type: string; payload: { tags?: Record<string, string> } };
  const items = async () => (await (await fetch(`${SINK}/events`)).json()) as Item[];
  await expect
    .poll(async () => (await items()).some((item) => item.type === "event" && item.payload.tags?.route === "story-action"), { timeout: 20_000 })
    .toBe(true);

  const sent = JSON.stringify(await items());
  const secrets = [
    SSN,
    "078-05",
    fields.email,
    fields.firstName,
    fields.lastName,
    fields.telephone,
    fields.addressLine1,
    "plum-crested-heron",
    "private-cookie-value",
    ip,
  ];
  for (const secret of secrets) expect(sent, `Sentry received "${secret}"`).not.toContain(secret);
});
