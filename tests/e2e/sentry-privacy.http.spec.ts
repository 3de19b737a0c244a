import { spawn, type ChildProcess } from "node:child_process";
import { expect, test } from "@playwright/test";
import { PORT_SENTRY_PRIVACY, PORT_SENTRY_PRIVACY_SINK } from "../../playwright.config";
import { affiliateForm, application, ipFor, SSN } from "./affiliate-fixtures";

/**
 * Form values never reach Sentry (docs/product/affiliates.md: the affiliate form carries a social security number).
 * A server of its own reports to a Sentry ingest stand-in of its own; Storyblok is down before
 * the server has read any story, so posting the affiliate form fails where the page's story is
 * read, and that failure is reported. The report must arrive, and neither it nor anything else
 * the server sent may hold a value of the form, its cookies or the client's address. This spec
 * starts both processes and always stops them.
 */
test.describe.configure({ mode: "serial" });

const BASE = `http://127.0.0.1:${PORT_SENTRY_PRIVACY}`;
const SINK = `http://127.0.0.1:${PORT_SENTRY_PRIVACY_SINK}`;
const children: ChildProcess[] = [];

const start = (args: string[], env: Record<string, string>) => {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: "ignore" });
  children.push(child);
};

test.beforeAll(async () => {
  test.setTimeout(90_000);
  start(["tests/e2e/sentry-sink.mjs"], { SENTRY_SINK_PORT: String(PORT_SENTRY_PRIVACY_SINK) });
  start(["--import", "./build/instrument.server.js", "build/server.js"], {
    NODE_ENV: "production",
    MOCKS: "true",
    TRUST_PROXY: "true",
    PORT: String(PORT_SENTRY_PRIVACY),
    SENTRY_DSN: `http://public@127.0.0.1:${PORT_SENTRY_PRIVACY_SINK}/1`,
  });
  await expect.poll(async () => (await fetch(`${SINK}/healthcheck`).catch(() => null))?.status, { timeout: 30_000 }).toBe(200);
  await expect.poll(async () => (await fetch(`${BASE}/healthcheck`).catch(() => null))?.status, { timeout: 60_000 }).toBe(200);
});

test.afterAll(async () => {
  await Promise.all(
    children.map((child) => {
      if (child.exitCode !== null || child.signalCode !== null) return undefined;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      return exited;
    }),
  );
});

test("an affiliate application posted during a Storyblok outage is reported to Sentry without any of its values", async ({ request }, testInfo) => {
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
