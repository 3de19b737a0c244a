import { createCookie } from "@remix-run/node";
import { getEnv } from "~/env.server";

/**
 * Where to go after sign-in (`{ to, signup }`: the page, and whether a failed silent check
 * should continue to sign-up), kept for the round trip to the identity provider (10 minutes).
 */
export function returnToCookie() {
  const env = getEnv();
  return createCookie("auth_return", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: 600,
    secure: env.NODE_ENV === "production" && !env.MOCKS,
  });
}
