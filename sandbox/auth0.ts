import { createHash, randomUUID } from "node:crypto";
import express, { type Router } from "express";
import { delay, http, HttpResponse } from "msw";
import { z } from "zod";
import { getEnv } from "../app/env.server";
import { SANDBOX_AUTH0_FAULTS, SANDBOX_CREDENTIALS } from "../app/env/sandbox.server";
import { users } from "./platform/data";
import { PERSONAL_PAGE } from "../app/domain/delivery/cache-policy";

/**
 * Sandbox identity provider (MOCKS=true): the authorize page (`/__sandbox/auth0/authorize`,
 * served by this server) lets you pick a demo member; Auth0's token endpoint
 * (`https://{AUTH0_DOMAIN}/oauth/token`) is answered by MSW, checking PKCE like the real one.
 * The app's strategy, callback, session and refresh code are the production code.
 * The demo members are the platform sandbox's users (`platform/fixtures/users.json`).
 *
 * Refresh tokens rotate as with Auth0's rotation on: every refresh answers a new
 * refresh token, and using a spent one revokes its whole family (400 `invalid_grant`).
 * `POST /oauth/revoke` revokes a refresh token's family; the logout page
 * (`/__sandbox/auth0/v2/logout`) forgets the remembered member and returns to `returnTo` when it
 * is on this server's origin (Auth0's Allowed Logout URLs).
 * Faults for demos and tests: `SANDBOX_AUTH0_FAULT=500|malformed|hang|down` at start,
 * or `POST /__sandbox/auth0/fault` at run time; `GET /__sandbox/auth0/state` shows the fault and
 * counts the token endpoint's calls per grant type.
 */
export const DEMO_MEMBERS = users.map((user) => ({
  /** "free" | "membership" | "coaching": the part of the sub after `auth0|sandbox-`. */
  id: user.sub.replace("auth0|sandbox-", ""),
  sub: user.sub,
  name: [user.firstName, user.lastName].filter(Boolean).join(" "),
  email: user.email,
  plan: user.userLevel.name === "Free" ? "Free member" : user.userLevel.name,
}));

type DemoMember = (typeof DEMO_MEMBERS)[number];

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const unb64 = (value: string): unknown => JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
const jwt = (payload: Record<string, unknown>) => `${b64({ alg: "none", typ: "JWT" })}.${b64(payload)}.sandbox`;
const memberById = (id: unknown): DemoMember | undefined => DEMO_MEMBERS.find((m) => m.id === id);

/** An access token as the sandbox issues it (valid for 2 hours): the platform sandbox accepts it. */
export function sandboxAccessToken(sub: string, jti: string = randomUUID()): string {
  const now = Math.floor(Date.now() / 1000);
  return jwt({ sub, aud: "platform", iat: now, exp: now + 7200, jti });
}

/**
 * Refresh-token families (Auth0's rotation): per family, the one token that may still be used
 * and whether the family was revoked because a spent token came back.
 */
const families = new Map<string, { live: string; revoked: boolean }>();

const refreshTokenSchema = z.object({ member: z.string(), family: z.string().optional(), jti: z.string() });

/** A refresh token of `family` (a new family when omitted), made the family's live one. */
function issueRefreshToken(member: DemoMember, family: string = randomUUID()): string {
  const jti = randomUUID();
  families.set(family, { live: jti, revoked: false });
  return b64({ member: member.id, family, jti });
}

/**
 * The refresh-token grant with rotation: the member of a live token, else why not. A token this
 * process never issued (issued before a restart, or by another sandbox server with the same
 * session secret) starts its family on first use.
 */
function redeemRefreshToken(value: string): { member: DemoMember; family: string } | { refused: string } {
  let parsed: z.infer<typeof refreshTokenSchema>;
  try {
    parsed = refreshTokenSchema.parse(unb64(value));
  } catch {
    return { refused: "Unknown or invalid refresh token" };
  }
  const member = memberById(parsed.member);
  if (!member) return { refused: "Unknown or invalid refresh token" };
  const family = parsed.family ?? `adopted-${parsed.jti}`;
  const known = families.get(family) ?? { live: parsed.jti, revoked: false };
  families.set(family, known);
  if (known.revoked) return { refused: "Refresh token family revoked" };
  if (known.live !== parsed.jti) {
    known.revoked = true;
    return { refused: "Reused refresh token detected: the family is revoked" };
  }
  return { member, family };
}

/** Revokes the family of a refresh token (one this process never issued included); anything else is ignored. */
function revokeRefreshToken(value: string): void {
  try {
    const parsed = refreshTokenSchema.parse(unb64(value));
    const family = parsed.family ?? `adopted-${parsed.jti}`;
    families.set(family, { live: families.get(family)?.live ?? parsed.jti, revoked: true });
  } catch {
    // Not a sandbox refresh token: nothing to revoke.
  }
}

function tokensFor(member: DemoMember, family?: string) {
  const now = Math.floor(Date.now() / 1000);
  return {
    access_token: sandboxAccessToken(member.sub),
    id_token: jwt({ sub: member.sub, name: member.name, email: member.email, iat: now, exp: now + 36000 }),
    refresh_token: issueRefreshToken(member, family),
    token_type: "Bearer",
    expires_in: 7200,
    scope: "openid profile email offline_access",
  };
}

const page = (
  title: string,
  body: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f6f7f9;color:#141824}main{max-width:28rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:1rem;box-shadow:0 10px 30px #0001}
h1{font-size:1.5rem;margin:0 0 .25rem}p{color:#363c4a}button{display:block;width:100%;margin:.75rem 0;padding:.9rem 1rem;border:1px solid #c7d2fe;border-radius:.75rem;background:#fff;text-align:left;font:inherit;cursor:pointer}
button:hover,button:focus-visible{background:#eef2ff;outline:2px solid #4f46e5}small{display:block;color:#4b5263}</style></head><body><main>${body}</main></body></html>`;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The authorize and continue pages the browser visits. */
export function sandboxIdentityProvider(): Router {
  const router = express.Router();
  router.get("/__sandbox/auth0/authorize", (req, res) => {
    const q = req.query as Record<string, string | undefined>;
    const redirectUri = q.redirect_uri ?? "";
    const sameOrigin = redirectUri.startsWith(`${req.protocol}://${req.get("host")}/`);
    if (q.client_id !== SANDBOX_CREDENTIALS.AUTH0_CLIENT_ID || !sameOrigin || !q.state || !q.code_challenge) {
      return res.status(400).type("text/plain").send("Bad authorization request (client_id, redirect_uri, state or code_challenge).");
    }
    const remembered = memberById(parseCookie(req.get("cookie"), "sandbox_idp"));
    if (q.prompt === "none") {
      const target = new URL(redirectUri);
      if (remembered) target.searchParams.set("code", b64({ member: remembered.id, challenge: q.code_challenge }));
      else target.searchParams.set("error", "login_required");
      target.searchParams.set("state", q.state);
      return res.redirect(302, target.toString());
    }
    const signup = q.screen_hint === "signup";
    const hidden = ["state", "redirect_uri", "code_challenge"].map((k) => `<input type="hidden" name="${k}" value="${escape(q[k] ?? "")}">`).join("");
    const buttons = DEMO_MEMBERS.map(
      (m) => `<button name="member" value="${m.id}">${escape(m.name)}<small>${escape(m.plan)} · ${escape(m.email)}</small></button>`,
    ).join("");
    res
      .type("html")
      .send(
        page(
          signup ? "Create your account" : "Sign in",
          `<h1>${signup ? "Create your Brightpath account" : "Sign in to Brightpath"}</h1><p>Sandbox identity provider: choose a demo member.</p><form method="get" action="/__sandbox/auth0/continue">${hidden}${buttons}</form>`,
        ),
      );
  });
  router.get("/__sandbox/auth0/state", (_req, res) => {
    res.set("Cache-Control", PERSONAL_PAGE).json({ fault: currentFault(), calls });
  });
  router.post("/__sandbox/auth0/fault", express.json({ limit: "1kb" }), (req, res) => {
    const parsed = faultSchema.safeParse(req.body);
    if (!parsed.success) return res.status(400).json({ error: "Expected {mode: none|500|malformed|hang|down, grant?: all|authorization_code|refresh_token}." });
    setSandboxAuth0Fault(parsed.data);
    res.set("Cache-Control", PERSONAL_PAGE).json({ fault: currentFault() });
  });
  // Auth0's logout endpoint: ends the provider's session (the remembered member) and returns to an allowed URL.
  router.get("/__sandbox/auth0/v2/logout", (req, res) => {
    const q = req.query as Record<string, string | undefined>;
    const returnTo = q.returnTo ?? "";
    if (q.client_id !== SANDBOX_CREDENTIALS.AUTH0_CLIENT_ID || !returnTo.startsWith(`${req.protocol}://${req.get("host")}/`)) {
      return res.status(400).type("text/plain").send("Bad logout request (client_id, or a returnTo that is not an allowed logout URL).");
    }
    calls.logout += 1;
    res.clearCookie("sandbox_idp", { httpOnly: true, sameSite: "lax", path: "/" });
    res.set("Cache-Control", PERSONAL_PAGE).redirect(302, returnTo);
  });
  router.get("/__sandbox/auth0/continue", (req, res) => {
    const q = req.query as Record<string, string | undefined>;
    const member = memberById(q.member);
    if (!member || !q.redirect_uri || !q.state || !q.code_challenge) return res.status(400).type("text/plain").send("Bad request.");
    const target = new URL(q.redirect_uri);
    target.searchParams.set("code", b64({ member: member.id, challenge: q.code_challenge }));
    target.searchParams.set("state", q.state);
    res.cookie("sandbox_idp", member.id, { httpOnly: true, sameSite: "lax", path: "/" });
    res.redirect(302, target.toString());
  });
  return router;
}

function parseCookie(header: string | undefined, name: string): string | undefined {
  return header
    ?.split(";")
    .map((part) => part.trim().split("="))
    .find(([key]) => key === name)?.[1];
}

const GRANTS = ["authorization_code", "refresh_token"] as const;

const faultSchema = z.object({
  mode: z.enum(SANDBOX_AUTH0_FAULTS),
  /** Which grant the fault applies to. */
  grant: z.enum(["all", ...GRANTS]).default("all"),
});

/** The token endpoint's fault: `none`, `500`, `malformed` (200, broken JSON), `hang` (never answers), `down` (network error). */
export type SandboxAuth0Fault = z.infer<typeof faultSchema>;

let fault: SandboxAuth0Fault | undefined;
const currentFault = (): SandboxAuth0Fault => (fault ??= { mode: getEnv().SANDBOX_AUTH0_FAULT, grant: "all" });

/** Sets the token endpoint's fault (`{ mode: "none" }` ends it). */
export function setSandboxAuth0Fault(next: { mode: SandboxAuth0Fault["mode"]; grant?: SandboxAuth0Fault["grant"] }): void {
  fault = { grant: "all", ...next };
}

/** Calls the token endpoint received, per grant type (faulted ones included), and revocations and logouts. */
const calls: Record<(typeof GRANTS)[number] | "revoke" | "logout", number> = { authorization_code: 0, refresh_token: 0, revoke: 0, logout: 0 };

/** A copy of the call counts (tests compare before and after). */
export const sandboxAuth0Calls = () => ({ ...calls });

/** The injected failure for a call of `grant`, or null to answer normally. */
async function injectedFault(grant: string | null): Promise<Response | null> {
  const { mode, grant: target } = currentFault();
  if (mode === "none" || (target !== "all" && target !== grant)) return null;
  if (mode === "500") return new HttpResponse("<h1>Internal Server Error</h1>", { status: 500, headers: { "Content-Type": "text/html" } });
  if (mode === "malformed") return new HttpResponse('{"access_token": "', { status: 200, headers: { "Content-Type": "application/json" } });
  if (mode === "down") return HttpResponse.error();
  await delay("infinite");
  return null;
}

/** Whether a back-channel call carries the sandbox client's credentials (Basic, or in the form). */
function clientAuthenticated(request: Request, form: URLSearchParams): boolean {
  const basic = request.headers.get("authorization");
  const credentials = basic?.startsWith("Basic ") ? Buffer.from(basic.slice(6), "base64").toString() : `${form.get("client_id")}:${form.get("client_secret")}`;
  return credentials === `${SANDBOX_CREDENTIALS.AUTH0_CLIENT_ID}:${SANDBOX_CREDENTIALS.AUTH0_CLIENT_SECRET}`;
}

/**
 * Auth0's token endpoint: authorization code (PKCE S256 checked) and refresh token grants,
 * refresh tokens rotating (a reused one revokes its family), with the injected fault if any.
 */
export const auth0Handlers = [
  http.post("*/oauth/token", async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    const grant = form.get("grant_type");
    if (grant === "authorization_code" || grant === "refresh_token") calls[grant] += 1;
    const failure = await injectedFault(grant);
    if (failure) return failure;
    if (!clientAuthenticated(request, form)) return HttpResponse.json({ error: "access_denied", error_description: "Unauthorized client" }, { status: 401 });
    const invalidGrant = (description: string) => HttpResponse.json({ error: "invalid_grant", error_description: description }, { status: 400 });
    if (grant === "authorization_code") {
      try {
        const code = unb64(form.get("code") ?? "") as { member: string; challenge: string };
        const verifier = form.get("code_verifier") ?? "";
        const challenge = createHash("sha256").update(verifier).digest("base64url");
        const member = memberById(code.member);
        if (!member || challenge !== code.challenge) throw new Error("invalid code");
        return HttpResponse.json(tokensFor(member));
      } catch {
        return invalidGrant("Invalid authorization code");
      }
    }
    if (grant === "refresh_token") {
      const redeemed = redeemRefreshToken(form.get("refresh_token") ?? "");
      if ("refused" in redeemed) return invalidGrant(redeemed.refused);
      return HttpResponse.json(tokensFor(redeemed.member, redeemed.family));
    }
    return HttpResponse.json({ error: "unsupported_grant_type" }, { status: 400 });
  }),
  // Auth0's revocation endpoint: the refresh token's family can no longer refresh. 200 for any token, as RFC 7009 asks.
  http.post("*/oauth/revoke", async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    calls.revoke += 1;
    if (!clientAuthenticated(request, form)) return HttpResponse.json({ error: "access_denied", error_description: "Unauthorized client" }, { status: 401 });
    revokeRefreshToken(form.get("token") ?? "");
    return new HttpResponse(null, { status: 200 });
  }),
];
