import { createHash, randomUUID } from "node:crypto";
import express, { type Router } from "express";
import { http, HttpResponse } from "msw";
import { SANDBOX_CREDENTIALS } from "../app/env.server";
import { users } from "./platform/data";

/**
 * Sandbox identity provider (MOCKS=true): the authorize page (`/__sandbox/auth0/authorize`,
 * served by this server) lets you pick a demo member; Auth0's token endpoint
 * (`https://{AUTH0_DOMAIN}/oauth/token`) is answered by MSW, checking PKCE like the real one.
 * The app's strategy, callback, session and refresh code are the production code.
 * The demo members are the platform sandbox's users (`platform/fixtures/users.json`).
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

function tokensFor(member: DemoMember) {
  const now = Math.floor(Date.now() / 1000);
  return {
    access_token: sandboxAccessToken(member.sub),
    id_token: jwt({ sub: member.sub, name: member.name, email: member.email, iat: now, exp: now + 36000 }),
    refresh_token: b64({ member: member.id, jti: randomUUID() }),
    token_type: "Bearer",
    expires_in: 7200,
    scope: "openid profile email offline_access",
  };
}

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
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
    res.type("html").send(
      page(
        signup ? "Create your account" : "Sign in",
        `<h1>${signup ? "Create your Brightpath account" : "Sign in to Brightpath"}</h1><p>Sandbox identity provider: choose a demo member.</p><form method="get" action="/__sandbox/auth0/continue">${hidden}${buttons}</form>`,
      ),
    );
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

/** Auth0's token endpoint: authorization code (PKCE S256 checked) and refresh token grants. */
export const auth0Handlers = [
  http.post("*/oauth/token", async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    const basic = request.headers.get("authorization");
    const credentials = basic?.startsWith("Basic ") ? Buffer.from(basic.slice(6), "base64").toString() : `${form.get("client_id")}:${form.get("client_secret")}`;
    if (credentials !== `${SANDBOX_CREDENTIALS.AUTH0_CLIENT_ID}:${SANDBOX_CREDENTIALS.AUTH0_CLIENT_SECRET}`) {
      return HttpResponse.json({ error: "access_denied", error_description: "Unauthorized client" }, { status: 401 });
    }
    try {
      if (form.get("grant_type") === "authorization_code") {
        const code = unb64(form.get("code") ?? "") as { member: string; challenge: string };
        const verifier = form.get("code_verifier") ?? "";
        const challenge = createHash("sha256").update(verifier).digest("base64url");
        const member = memberById(code.member);
        if (!member || challenge !== code.challenge) throw new Error("invalid code");
        return HttpResponse.json(tokensFor(member));
      }
      if (form.get("grant_type") === "refresh_token") {
        const token = unb64(form.get("refresh_token") ?? "") as { member: string };
        const member = memberById(token.member);
        if (!member) throw new Error("invalid refresh token");
        return HttpResponse.json(tokensFor(member));
      }
    } catch {
      return HttpResponse.json({ error: "invalid_grant", error_description: "Invalid authorization code or refresh token" }, { status: 400 });
    }
    return HttpResponse.json({ error: "unsupported_grant_type" }, { status: 400 });
  }),
];
