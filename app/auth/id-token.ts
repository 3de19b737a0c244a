import { z } from "zod";

/**
 * The identity token's payload (docs/product/members-and-sessions.md: "Identity token payload: decoded from its middle
 * segment as JSON"). Only read for display; the token's signature was checked by the
 * identity provider's token endpoint over TLS in the code exchange.
 */
export const idTokenClaimsSchema = z
  .object({
    sub: z.string().min(1),
    name: z.string().optional(),
    given_name: z.string().optional(),
    email: z.string().optional(),
    picture: z.string().url().optional(),
  })
  .passthrough();

export type IdTokenClaims = z.infer<typeof idTokenClaimsSchema>;

/** Decodes a JWT's payload; `null` for anything malformed (docs/product/members-and-sessions.md: decoding fails → logged out). */
export function decodeIdToken(token: unknown): IdTokenClaims | null {
  if (typeof token !== "string") return null;
  const parts = token.split(".");
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const json = JSON.parse(Buffer.from(parts[1], "base64url").toString("utf8")) as unknown;
    const parsed = idTokenClaimsSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The scalar claims of a payload (strings, numbers, booleans), at most `max`, for display. */
export function scalarClaims(claims: Record<string, unknown>, max = 20): Record<string, string | number | boolean> {
  return Object.fromEntries(
    Object.entries(claims)
      .filter((entry): entry is [string, string | number | boolean] => ["string", "number", "boolean"].includes(typeof entry[1]))
      .map(([key, value]) => [key, typeof value === "string" ? value.slice(0, 200) : value] as const)
      .slice(0, max),
  );
}
