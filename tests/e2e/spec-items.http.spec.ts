import { expect, test } from "@playwright/test";
import { SESSION_COOKIE } from "../../app/domain/members/session-cookie";
import { cookiesOf, toCallback } from "./cookie-jar";

/**
 * Product rules seen over HTTP against the sandbox server: the sign-in callback with a language
 * prefix, and `/favicon.ico`.
 */

test("the Auth0 callback also exists with a language prefix", async ({ baseURL }) => {
  const { callback, jar } = await toCallback(baseURL ?? "", { prefix: "/de", returnTo: "/de/members/growth" });
  expect(callback.pathname).toBe("/pagebuilder-auth-redirect");
  callback.pathname = "/de/pagebuilder-auth-redirect";
  const answer = await fetch(callback, { redirect: "manual", headers: { Cookie: jar.header() } });
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
