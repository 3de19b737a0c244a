import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { getEnv } from "~/env.server";
import { purgeCdn, purgeKeys, SITE_KEY } from "./cdn-purge.server";
import { logger } from "~/services/logger.server";
import { purgeAllPages, purgePages } from "./store.server";
import { forgetMissingStories } from "~/services/missing-stories.server";
import { forgetRedirectRules } from "~/services/redirect-rules.server";
import { cached, forgetShared, peekShared } from "~/services/cache.server";
import { currentCv, forgetCv } from "~/services/storyblok.server";

/**
 * Storyblok's webhook (Storyblok docs "Webhooks" and "Securing webhooks"):
 * Storyblok POSTs a JSON body such as `{"action":"published","story_id":123,"space_id":1,
 * "full_slug":"programs/x","text":"…"}` with the header `webhook-signature` = hex HMAC-SHA1 of
 * the raw body under the webhook's secret (`STORYBLOK_WEBHOOK_SECRET`).
 */

/** Largest body accepted (bytes); Storyblok's are a few hundred. */
export const MAX_WEBHOOK_BYTES = 16 * 1024;

export const webhookSchema = z
  .object({
    /** Absent in a release's merge webhook, whose body is only `{text, release_id, space_id}`. */
    action: z.string().min(1).max(100).optional(),
    story_id: z.number().int().positive().optional(),
    full_slug: z.string().max(500).optional(),
    space_id: z.number().int().positive().optional(),
    /** The release a merge names, or a story action taken inside a release (scheduled, not live). */
    release_id: z.number().int().positive().optional(),
  })
  .passthrough()
  .refine((payload) => payload.action !== undefined || payload.release_id !== undefined, "a webhook names an action or a release");

export type WebhookPayload = z.infer<typeof webhookSchema>;

/** The signature Storyblok sends for `body` under `secret`. */
export function webhookSignature(body: Buffer | string, secret: string): string {
  return createHmac("sha1", secret).update(body).digest("hex");
}

/** True when `signature` is `body`'s under `secret` (constant time); false without a secret. */
export function verifyWebhookSignature(body: Buffer, signature: string | null, secret: string | undefined): boolean {
  if (!secret || !signature || !/^[0-9a-f]{40}$/i.test(signature)) return false;
  return timingSafeEqual(Buffer.from(webhookSignature(body, secret), "hex"), Buffer.from(signature.toLowerCase(), "hex"));
}

/** Story actions whose pages can be named: the story's own (by id and slug). */
const STORY_ACTIONS = new Set(["published", "unpublished", "deleted", "moved"]);

/** Actions that change what every page may show: a release merged, a datasource's entries saved. */
const SITE_ACTIONS = new Set(["merged", "release_merged", "entries_updated", "datasource_entry_saved"]);

/** What a webhook changes: nothing (why), every page, or the pages that read some stories. */
export type PurgePlan = { ignored: string } | { all: true } | { all: false; deps: string[] };

/**
 * Which pages a webhook makes stale (docs/product/caching-and-cdn.md, "Publish purges"):
 * - nothing for a story action inside a release (`release_id`: scheduled, not the live
 *   version) and for actions that change no page (assets, users, workflow stages, unknown ones);
 * - `all` for a release's merge (a body with `release_id` and no action; its stories are not
 *   named), a datasource's entries, a global story (`global/…`: header, footer, settings,
 *   error stories), and a story action that names no story;
 * - else the pages that read the story (by id: also its old slug after a move; by slug: also
 *   pages that asked for it before it existed).
 */
export function purgePlan(payload: WebhookPayload): PurgePlan {
  const action = payload.action ?? "merged";
  if (STORY_ACTIONS.has(action) && payload.release_id !== undefined) return { ignored: "a story action inside a release" };
  if (SITE_ACTIONS.has(action)) return { all: true };
  if (!STORY_ACTIONS.has(action)) return { ignored: `the action "${action.slice(0, 40)}" changes no page` };
  if (payload.full_slug?.startsWith("global/")) return { all: true };
  const deps = [...(payload.story_id ? [`id:${payload.story_id}`] : []), ...(payload.full_slug ? [`slug:${payload.full_slug.replace(/^\/+|\/+$/g, "")}`] : [])];
  return deps.length > 0 ? { all: false, deps } : { all: true };
}

/**
 * Carries out a verified webhook: unless {@link purgePlan} ignores it, forgets the space's `cv`
 * (stories are cached under it; with Redis, every instance's) and purges the pages of the plan;
 * with Redis, for every instance; then the same pages at
 * the CDN, by surrogate key (./cdn-purge.server.ts), once the origin no longer holds them.
 * When every page goes (a global story, `global/redirects` among them) this instance also
 * reloads its redirect rules at once (decision 0018); other instances within one rule-table
 * period. Returns what it did.
 */
export async function applyWebhook(payload: WebhookPayload): Promise<{ purged: number | "all"; cdn: string[]; ignored?: string }> {
  const plan = purgePlan(payload);
  if ("ignored" in plan) {
    logger.info("storyblok-webhook-ignored", { action: payload.action, releaseId: payload.release_id, why: plan.ignored });
    return { purged: 0, cdn: [], ignored: plan.ignored };
  }
  await forgetCv();
  forgetMissingStories();
  if (plan.all) forgetRedirectRules();
  const purged = plan.all ? (await purgeAllPages(), "all" as const) : await purgePages(plan.deps);
  const cdn = await purgeCdn(plan.all ? [SITE_KEY] : purgeKeys(plan.deps));
  logger.info("storyblok-webhook", { action: payload.action, releaseId: payload.release_id, storyId: payload.story_id, slug: payload.full_slug, purged, cdn });
  return { purged, cdn };
}

/** The space this site reads; a webhook of another space is refused. */
export function isOwnSpace(payload: WebhookPayload): boolean {
  return payload.space_id === undefined || String(payload.space_id) === getEnv().STORYBLOK_SPACE_ID;
}

/** How long an applied webhook body is remembered (ms): a replay within it changes nothing. */
export const WEBHOOK_REPLAY_WINDOW_MS = 5 * 60_000;

const appliedKey = (body: Uint8Array) => `storyblok:webhook-applied:${createHash("sha256").update(body).digest("hex")}`;

/**
 * Whether a signed `body` is a replay: the same bytes were applied within
 * {@link WEBHOOK_REPLAY_WINDOW_MS} and the space's version (`cv`) has not moved since. Storyblok
 * sends identical bodies when a story is published twice (they hold no id or time), so the
 * version, asked afresh, tells a second publish from a replay. Shared by instances with Redis.
 * Rejects when Storyblok cannot be asked (the caller then applies the webhook).
 */
export async function isReplay(body: Uint8Array): Promise<boolean> {
  const applied = await peekShared<number>(appliedKey(body));
  if (!applied?.fresh) return false;
  await forgetCv();
  return (await currentCv()) === applied.value;
}

/** Remembers that `body` was applied, with the space's version after it. Never rejects. */
export async function rememberApplied(body: Uint8Array): Promise<void> {
  try {
    const key = appliedKey(body);
    const cv = await currentCv();
    await forgetShared(key);
    await cached({ key, shared: true, ttl: WEBHOOK_REPLAY_WINDOW_MS, swr: 0, getFreshValue: async () => cv });
  } catch (error) {
    logger.warn("storyblok-webhook-unremembered", { error });
  }
}
