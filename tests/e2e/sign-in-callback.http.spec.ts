import { expect, test } from "@playwright/test";
import { PORT_NO_ERROR_STORIES, PORT_SENTRY_SINK } from "../../playwright.config";
import { SESSION_COOKIE } from "../../app/domain/members/session-cookie";
import { cookiesOf, toCallback } from "./cookie-jar";

/**
 * The identity provider's callback (`/pagebuilder-auth-redirect`) when it cannot complete a
 * sign-in: a missing, forged or spent state is an expected failure. The visitor is sent to sign
 * in again with a message, nothing reaches error reporting, and a state works once.
 */

/** Signs in at the sandbox identity provider up to its callback: the callback URL and the cookies the browser holds then. */
async function callbackOf(baseURL: string, returnTo: string) {
  const { callback, jar } = await toCallback(baseURL, { returnTo });
  return { callback, cookie: jar.header() };
}

test("a state works once: the same callback replayed with a copy of its cookies is sent to sign in again", async ({ baseURL }) => {
  const { callback, cookie } = await callbackOf(baseURL ?? "", "/members/growth");
  const first = await fetch(callback, { redirect: "manual", headers: { Cookie: cookie } });
  expect(first.status).toBe(302);
  expect(first.headers.get("location")).toBe("/members/growth");
  const set = cookiesOf(first);
  expect(set[SESSION_COOKIE]).toBeTruthy();
  // The state cookie is spent with the callback.
  expect(first.headers.getSetCookie().find((line) => line.startsWith("auth0_state="))).toMatch(/Max-Age=0/i);

  const replay = await fetch(callback, { redirect: "manual", headers: { Cookie: cookie } });
  expect(replay.status).toBe(302);
  expect(replay.headers.get("location")).toBe(`/login?returnTo=${encodeURIComponent("/members/growth")}&expired=1`);
  expect(cookiesOf(replay)[SESSION_COOKIE]).toBeUndefined();
});

test("a forged or missing state leads to the sign-in page with a message, in the page's language", async ({ baseURL }) => {
  for (const [query, lang] of [
    ["?code=abc&state=forged", ""],
    ["?code=abc", "/de"],
    ["", "/ar"],
  ] as const) {
    const response = await fetch(`${baseURL}${lang}/pagebuilder-auth-redirect${query}`, { redirect: "manual" });
    expect(response.status, query).toBe(302);
    expect(response.headers.get("location"), query).toMatch(new RegExp(`^${lang}/login\\?returnTo=.*&expired=1$`));
    expect(cookiesOf(response)[SESSION_COOKIE], query).toBeUndefined();
  }
  const page = await fetch(`${baseURL}/de/login?returnTo=%2Fde&expired=1`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain("Deine Anmeldung wurde nicht abgeschlossen");
  expect(html).toContain('href="/de/login?returnTo=%2Fde"');
  expect(page.headers.get("cache-control")).toBe("private, no-store");
  const arabic = await (await fetch(`${baseURL}/ar/login?returnTo=%2Far&expired=1`)).text();
  expect(arabic).toContain("لم يكتمل تسجيل دخولك");
});

test("a padded callback with a bad state makes no error report (a later real error does arrive)", async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: `http://localhost:${PORT_NO_ERROR_STORIES}` });
  const padded = await api.get(`/pagebuilder-auth-redirect?state=x&p=${"a".repeat(14_000)}ada%40example.org`, { maxRedirects: 0 });
  expect(padded.status()).toBe(302);
  expect(padded.headers().location).toContain("expired=1");
  // A real error after it: once its report has arrived, the callback's would have too.
  expect((await api.get("/lab/upstream-failure?after=callback")).status()).toBe(503);
  await api.dispose();
  const sink = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${PORT_SENTRY_SINK}` });
  const events = async () =>
    (await (await sink.get("/events")).json()) as {
      type: string;
      payload: { tags?: Record<string, string>; request?: { url?: string; query_string?: unknown } };
    }[];
  await expect
    .poll(async () => (await events()).some((item) => JSON.stringify(item.payload.request ?? {}).includes("after=callback")), { timeout: 10_000 })
    .toBe(true);
  const reported = (await events()).filter(
    (item) => item.payload.tags?.route === "pagebuilder-auth-redirect" || JSON.stringify(item.payload).includes("pagebuilder-auth-redirect"),
  );
  expect(reported).toEqual([]);
  await sink.dispose();
});
