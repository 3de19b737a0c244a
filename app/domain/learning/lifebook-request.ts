import { z } from "zod";
import { MAX_SELECTIONS } from "./selection";
import { RECOMMENDED_QUESTS } from "./recommendations";

/**
 * The request of `POST /storyblok-api/lifebook-recommendations` (docs/product/learning-catalogue.md: "a payload and
 * Authorization header; response is a list of quests"). The payload is the member's chosen
 * outcomes (their "lifebook"):
 *
 *   { "outcomeIds": ["out-calm-stress-relief", …], "limit": 3 }
 *
 * - `outcomeIds`: 1–3 distinct platform outcome ids (docs/product/learning-catalogue.md: at most 3 outcomes);
 * - `limit` (optional): how many quests to answer, 1–3, default 3 (docs/product/learning-catalogue.md: 3 quests).
 * Unknown keys are refused, so a misspelt field is a 400 rather than silently ignored.
 * Pure validation: the route reads and parses the body (`~/http/body.server`).
 */
export const lifebookPayloadSchema = z
  .object({
    outcomeIds: z
      .array(z.string().trim().min(1, "must not be empty").max(100, "must be at most 100 characters"), {
        required_error: "is required",
        invalid_type_error: "must be a list of outcome ids",
      })
      .min(1, "must name at least one outcome")
      .max(MAX_SELECTIONS, `must name at most ${MAX_SELECTIONS} outcomes`)
      .refine((ids) => new Set(ids).size === ids.length, "must not repeat an outcome"),
    limit: z
      .number({ invalid_type_error: "must be a number" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(RECOMMENDED_QUESTS, `must be at most ${RECOMMENDED_QUESTS}`)
      .default(RECOMMENDED_QUESTS),
  })
  .strict();

export type LifebookPayload = z.infer<typeof lifebookPayloadSchema>;

/** Largest body read (bytes): the payload is a few ids (the route answers 413 above it). */
export const MAX_BODY_BYTES = 10_000;

/** RFC 6750 b64token after "Bearer " (scheme case-insensitive). */
const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*)$/i;

/** The access token of an `Authorization: Bearer <token>` header; null when absent or malformed. */
export function bearerToken(header: string | null): string | null {
  return header ? (BEARER.exec(header.trim())?.[1] ?? null) : null;
}
