import { createHash, timingSafeEqual } from "node:crypto";
import { z } from "zod";

/**
 * Verifies that a request comes from Storyblok's visual editor (docs/product/preview-and-editors.md;
 * Storyblok docs "Validate the Visual Editor's request"): the editor appends
 * `_storyblok_tk[space_id]`, `_storyblok_tk[timestamp]` (Unix seconds) and
 * `_storyblok_tk[token]` = sha1(`${space_id}:${previewToken}:${timestamp}`).
 * A bare `?_storyblok=1`, a forged token, another space or a timestamp older than
 * an hour (or in the future) is not preview.
 */
export const PREVIEW_MAX_AGE_S = 3600;

const paramsSchema = z.object({
  spaceId: z.string().regex(/^\d+$/),
  timestamp: z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number),
  token: z.string().regex(/^[0-9a-f]{40}$/i),
});

export interface PreviewSecrets {
  spaceId: string;
  previewToken: string;
}

/** The token the editor must present for `timestamp` (exported for tests and the sandbox). */
export function previewTokenHash(spaceId: string, previewToken: string, timestamp: number | string): string {
  return createHash("sha1").update(`${spaceId}:${previewToken}:${timestamp}`).digest("hex");
}

/** {@link isVerifiedPreview} with the space id and preview token of the environment. */
export function isEditorRequest(search: URLSearchParams, env: { STORYBLOK_SPACE_ID: string; STORYBLOK_PREVIEW_TOKEN: string }): boolean {
  return isVerifiedPreview(search, { spaceId: env.STORYBLOK_SPACE_ID, previewToken: env.STORYBLOK_PREVIEW_TOKEN });
}

/** True only for a genuine, current visual-editor request. `nowMs` is injectable for tests. */
export function isVerifiedPreview(search: URLSearchParams, secrets: PreviewSecrets, nowMs = Date.now()): boolean {
  if (!search.has("_storyblok_tk[token]")) return false; // most requests: no parsing
  const parsed = paramsSchema.safeParse({
    spaceId: search.get("_storyblok_tk[space_id]"),
    timestamp: search.get("_storyblok_tk[timestamp]"),
    token: search.get("_storyblok_tk[token]"),
  });
  if (!parsed.success) return false;
  const { spaceId, timestamp, token } = parsed.data;
  if (spaceId !== secrets.spaceId) return false;
  const ageS = nowMs / 1000 - timestamp;
  if (ageS > PREVIEW_MAX_AGE_S || ageS < -60) return false;
  const expected = Buffer.from(previewTokenHash(spaceId, secrets.previewToken, timestamp), "hex");
  return timingSafeEqual(expected, Buffer.from(token.toLowerCase(), "hex"));
}

/** Storyblok's release ids: positive integers. */
const releaseSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * The release a visual-editor request previews (`_storyblok_release=<id>`, which the editor adds
 * when an editor previews a release; docs/product/preview-and-editors.md), or null: none, `0`
 * (the editor's "current version") or not an id.
 */
export function previewRelease(search: URLSearchParams): number | null {
  const raw = search.get("_storyblok_release");
  if (raw === null || raw === "" || raw === "0") return null;
  const parsed = releaseSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
