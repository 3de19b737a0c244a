import { describe, expect, it } from "vitest";
import { evaluateDirectives, hiddenFromSearch } from "./page-directives";

const externalHosts = new Set(["shop.example"]);
const visitor = { lang: "en" as const, signedIn: false, member: null, externalHosts };
const coaching = { lang: "de" as const, signedIn: true, member: { level: 3, name: "All Access Coaching" }, externalHosts };

describe("evaluateDirectives (page content directives)", () => {
  it("does nothing without directives", () => {
    expect(evaluateDirectives({ component: "page", body: [] }, visitor)).toEqual({ kind: "none" });
    expect(evaluateDirectives(undefined, visitor)).toEqual({ kind: "none" });
  });

  it("sends page_redirect away with 302 by default, or the story's status", () => {
    expect(evaluateDirectives({ page_redirect: "https://shop.example/offer" }, visitor)).toEqual({
      kind: "redirect",
      href: "https://shop.example/offer",
      external: true,
      status: 302,
    });
    expect(evaluateDirectives({ page_redirect: "https://shop.example/", redirect_status: "301" }, visitor)).toMatchObject({ status: 301 });
    expect(evaluateDirectives({ page_redirect: "https://shop.example/", redirect_status: "999" }, visitor)).toMatchObject({ status: 302 });
  });

  it("refuses an unsafe page_redirect, or one to a host not allowed, instead of following it", () => {
    expect(evaluateDirectives({ page_redirect: "javascript:alert(1)" }, visitor)).toEqual({
      kind: "refused",
      field: "page_redirect",
      value: "javascript:alert(1)",
    });
    expect(evaluateDirectives({ page_redirect: "https://evil.example/" }, visitor)).toMatchObject({ kind: "refused", field: "page_redirect" });
    expect(evaluateDirectives({ redirect_if_user_level: ["3"], redirect_url: "https://evil.example/" }, coaching)).toMatchObject({
      kind: "refused",
      field: "redirect_url",
    });
  });

  it("asks visitors to sign in, or to sign up with redirect_sign_up; members pass", () => {
    expect(evaluateDirectives({ require_auth: true }, visitor)).toEqual({ kind: "require-auth", signUp: false });
    expect(evaluateDirectives({ require_auth: true, redirect_sign_up: "true" }, visitor)).toEqual({ kind: "require-auth", signUp: true });
    expect(evaluateDirectives({ require_auth: true }, coaching)).toEqual({ kind: "none" });
  });

  it("redirects listed member levels to redirect_url (language kept) or home", () => {
    expect(evaluateDirectives({ redirect_if_user_level: ["3"], redirect_url: "/programs/x" }, coaching)).toEqual({
      kind: "redirect",
      href: "/de/programs/x",
      external: false,
      status: 302,
    });
    expect(evaluateDirectives({ redirect_if_user_level: ["All Access Coaching"] }, coaching)).toMatchObject({ href: "/de" });
    expect(evaluateDirectives({ redirect_if_user_level: ["1", "2"], redirect_url: "/x" }, coaching)).toEqual({ kind: "none" });
    expect(evaluateDirectives({ redirect_if_user_level: ["3"], redirect_url: "/x" }, visitor)).toEqual({ kind: "none" });
  });

  it("refuses an unsafe redirect_url", () => {
    expect(evaluateDirectives({ redirect_if_user_level: [3], redirect_url: "//evil.example" }, coaching)).toMatchObject({
      kind: "refused",
      field: "redirect_url",
    });
  });
});

describe("hiddenFromSearch", () => {
  it("hides noindex pages, pages behind sign-in and pages that redirect away; lists the rest", () => {
    expect(hiddenFromSearch({ noindex: true })).toBe(true);
    expect(hiddenFromSearch({ require_auth: "true" })).toBe(true);
    expect(hiddenFromSearch({ page_redirect: "/elsewhere" })).toBe(true);
    expect(hiddenFromSearch({ noindex: false, require_auth: "", page_redirect: "  " })).toBe(false);
    expect(hiddenFromSearch(undefined)).toBe(false);
  });
});
