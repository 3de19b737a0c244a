import { expect, test } from "@playwright/test";
import { SESSION_COOKIE } from "../../app/domain/members/session-cookie";

/**
 * Product rules seen over HTTP against the sandbox server: the sign-in callback with a language
 * prefix, and `/favicon.ico`.
 */

/** `name=value` pairs of a response's Set-Cookie headers. */
function cookiesOf(response: Response): Record<string, string> {
  return Object.fromEntries(response.headers.getSetCookie().map((line) => (line.split(";")[0] ?? "").split(/=(.*)/s).slice(0, 2) as [string, string]));
}

const cookieHeader = (jar: Record<string, string>) =>
  Object.entries(jar)
    .filter(([, value]) => value !== "")
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");

test("the Auth0 callback also exists with a language prefix", async ({ baseURL }) => {
  const jar: Record<string, string> = {};
  const login = await fetch(`${baseURL}/de/login?returnTo=${encodeURIComponent("/de/members/growth")}`, { redirect: "manual" });
  Object.assign(jar, cookiesOf(login));
  const authorize = new URL(login.headers.get("location") ?? "", baseURL);
  const choose = new URL("/__sandbox/auth0/continue", baseURL);
  for (const key of ["state", "redirect_uri", "code_challenge"]) choose.searchParams.set(key, authorize.searchParams.get(key) ?? "");
  choose.searchParams.set("member", "membership");
  const chosen = await fetch(choose, { redirect: "manual" });
  const callback = new URL(chosen.headers.get("location") ?? "", baseURL);
  expect(callback.pathname).toBe("/pagebuilder-auth-redirect");
  callback.pathname = "/de/pagebuilder-auth-redirect";
  const answer = await fetch(callback, { redirect: "manual", headers: { Cookie: cookieHeader(jar) } });
  expect(answer.status).toBe(302);
  expect(answer.headers.get("location")).toBe("/de/members/growth");
  expect(cookiesOf(answer)[SESSION_COOKIE]).toBeTruthy();
});

test("a first segment that is not a language is no callback: 404", async ({ baseURL }) => {
  expect((await fetch(`${baseURL}/xx/pagebuilder-auth-redirect`, { redirect: "manual" })).status).toBe(404);
});

test("/favicon.ico exists for pages that name no icon (the sign-in provider's, plain answers)", async ({ baseURL }) => {
  const response = await fetch(`${baseURL}/favicon.ico`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^image\//);
});
