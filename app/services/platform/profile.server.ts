import { createHash } from "node:crypto";
import { z } from "zod";
import { cached } from "../cache.server";
import { logger } from "../logger.server";
import { platformRequest } from "./client.server";

/**
 * The signed-in member's profile and user level (docs/product/members-and-sessions.md#the-members-profile: fetchUserProfile and
 * the user-level query), sent together in one request with the member's bearer token.
 */
export const userLevelSchema = z.object({ level: z.number().int(), name: z.string() });

export const profileSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  currentCity: z.object({ name: z.string() }).nullable(),
  outcomes: z.array(z.object({ id: z.string(), name: z.string() })),
  email: z.string(),
  gender: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  country: z.string().nullable(),
  lang: z.string().nullable(),
  growthAreaRatings: z.array(z.object({ growthArea: z.object({ id: z.string(), name: z.string(), category: z.string() }), score: z.number() })),
  scores: z.object({ assessment: z.number().nullable() }),
});

const responseSchema = z.object({ currentUser: profileSchema, userLevel: userLevelSchema });

/** The member's profile with its `userLevel`. */
export type Profile = z.infer<typeof profileSchema> & { userLevel: z.infer<typeof userLevelSchema> };

/** How long one member's profile is reused (ms): a short per-instance cache keyed by token. */
export const PROFILE_TTL_MS = 60_000;

/** A member's part of a cache key: the SHA-256 of their access token (the token itself is never a key). */
export function memberCacheKey(accessToken: string): string {
  return createHash("sha256").update(accessToken).digest("base64url");
}

/**
 * `fetchUserProfile` plus the user level for the member holding `accessToken`, cached for
 * {@link PROFILE_TTL_MS} under a hash of the token (a new token after refresh or sign-in
 * starts afresh). A failure is logged and answers `null` (docs/product/members-and-sessions.md): "Profile fetch failure:
 * silently ignored".
 */

export async function fetchUserProfile(accessToken: string): Promise<Profile | null> {
  const key = `platform:profile:${memberCacheKey(accessToken)}`;
  try {
    return await cached({
      key,
      ttl: PROFILE_TTL_MS,
      swr: 0,
      getFreshValue: async () => {
        const data = await platformRequest({ operation: "MemberProfile", schema: responseSchema, accessToken });
        return { ...data.currentUser, userLevel: data.userLevel };
      },
    });
  } catch (error) {
    logger.warn("profile-fetch-failed", { error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}
