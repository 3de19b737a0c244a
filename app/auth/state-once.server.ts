import { createCookie } from "@remix-run/node";
import { getEnv } from "~/env.server";
import { consumeKey } from "~/services/rate-limit.server";
import { STATE_COOKIE } from "./auth0.server";

/** Longest OAuth state accepted (the strategy makes 43-character ones). */
const MAX_STATE_LENGTH = 128;

/**
 * Spends the OAuth `state` of a sign-in callback: true the first time a state is seen within
 * its cookie's 10 minutes, false when it is missing, over-long or seen before (counted in Redis
 * across instances when `REDIS_URL` is set, else per instance). A state cannot then be
 * replayed with a copy of its cookie; Auth0 also refuses a code used twice.
 */
export async function spendState(state: string | null): Promise<boolean> {
  if (!state || state.length > MAX_STATE_LENGTH) return false;
  return (await consumeKey("signInState", state)).allowed;
}

/** A `Set-Cookie` value that removes the sign-in's state cookie, spent whatever the callback's outcome. */
export function clearedStateCookie(): Promise<string> {
  return createCookie(STATE_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure: !getEnv().MOCKS }).serialize("", { maxAge: 0 });
}
