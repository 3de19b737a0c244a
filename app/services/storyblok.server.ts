import { z } from "zod";
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/languages";
import { getEnv } from "~/env.server";
import { LRUCache } from "lru-cache";
import { cached, forgetShared, peekShared } from "./cache.server";
import { recordStoryRead } from "./page-cache/render-deps.server";
import { logger } from "./logger.server";
import { noteMissingStoryFetched } from "./miss-limit.server";
import { forgetMissingStories, isKnownMissing, rememberMissing } from "./missing-stories.server";
import { cdnGet, describeError, statusOf, StoryblokError } from "./storyblok-client.server";
import { requestStorage } from "./request-store.server";

/**
 * Stories from Storyblok's Content Delivery API v2, read through `storyblok-client.server.ts`
 * (deadline, failure memory; one client per upstream, docs/architecture.md). The published
 * pages' lists for the sitemaps are in `storyblok-listing.server.ts`.
 *
 * - Published stories: `cdn/stories/{slug}?version=published&resolve_relations=include.template`,
 *   cached (stale-while-revalidate, coalesced) under slug + language + `cv`. The current `cv`
 *   is cached for a minute (then refreshed from `cdn/spaces/me` in the background), so a publish
 *   shows within ~1 min. A cold server asks for its first stories without one: Storyblok names
 *   the current `cv` in every story answer, which keys those stories and the ones after them,
 *   so no story waits for a `spaces/me` call first.
 * - Draft stories (verified visual editor only): preview token, never cached; in a preview of a
 *   release, that release's version (`from_release`).
 * - The preview token is used here only; it never reaches the browser.
 * - A published story that was ever loaded is served from its last good copy while Storyblok fails.
 */

export const RESOLVE_RELATIONS = "include.template";

/** A story as the CDN API returns it, with only the fields this site reads checked. */
export const storySchema = z
  .object({
    id: z.number(),
    uuid: z.string(),
    name: z.string(),
    slug: z.string(),
    full_slug: z.string(),
    lang: z.string().optional(),
    published_at: z.string().nullable().optional(),
    first_published_at: z.string().nullable().optional(),
    content: z.object({ component: z.string(), _uid: z.string().optional() }).passthrough(),
  })
  .passthrough();

export type Story = z.infer<typeof storySchema>;

const spaceSchema = z.object({ space: z.object({ id: z.number(), version: z.number() }) });
const storyResponseSchema = z.object({ story: storySchema, cv: z.number().optional() });

/** Storyblok's language code for a route language: the space uses `id` for Indonesian (`/in`). */
export function storyblokLanguage(lang: Language): string {
  return lang === "in" ? "id" : lang;
}

const CV_KEY = "storyblok:cv";
/** How long a known `cv` is used before `cdn/spaces/me` is asked again, behind the pages (ms). */
const CV_TTL_MS = 60_000;

/**
 * The space's current cache version `cv` (cached 60 s, served stale up to a day; shared
 * between instances with Redis). A publish webhook forgets it ({@link forgetCv}).
 */
export function currentCv(): Promise<number> {
  return cached({
    key: CV_KEY,
    shared: true,
    ttl: CV_TTL_MS,
    swr: 86_400_000,
    getFreshValue: async () => {
      try {
        const response = await cdnGet("cdn/spaces/me", { token: getEnv().STORYBLOK_PUBLIC_TOKEN });
        return spaceSchema.parse(response.data).space.version;
      } catch (error) {
        throw new StoryblokError(`Storyblok space lookup failed: ${describeError(error)}`, statusOf(error));
      }
    },
  });
}

/** Forgets the cached `cv` (every instance's, with Redis): the next read asks Storyblok (publish webhook). */
export function forgetCv(): Promise<void> {
  return forgetShared(CV_KEY);
}

export interface StoryRequest {
  slug: string;
  lang: Language;
  /** Draft content with the preview token; only for verified editor requests. */
  preview: boolean;
  /** Relation fields to resolve (`component.field`); default {@link RESOLVE_RELATIONS}. */
  resolveRelations?: readonly string[];
}

/** A story answer: the story (null: no such story) and the space's `cv` it names. */
interface StoryAnswer {
  story: Story | null;
  cv?: number;
}

/** The release the current request previews (set by `pageRequestContext` for verified previews only), or undefined. */
const previewedRelease = () => requestStorage.getStore()?.storyblokRelease;

async function requestStory({ slug, lang, preview, resolveRelations }: StoryRequest, cv?: number): Promise<StoryAnswer> {
  const env = getEnv();
  // A release's version is a draft read with the preview token and `from_release` (never cached: previews are not).
  const release = preview ? previewedRelease() : undefined;
  try {
    const response = await cdnGet(`cdn/stories/${slug}`, {
      ...(release ? { from_release: release } : {}),
      version: preview ? "draft" : "published",
      token: preview ? env.STORYBLOK_PREVIEW_TOKEN : env.STORYBLOK_PUBLIC_TOKEN,
      resolve_relations: (resolveRelations ?? [RESOLVE_RELATIONS]).join(","),
      ...(lang === DEFAULT_LANGUAGE ? {} : { language: storyblokLanguage(lang) }),
      ...(cv ? { cv } : {}),
    });
    const answer = storyResponseSchema.parse(response.data);
    return { story: answer.story as Story, cv: answer.cv };
  } catch (error) {
    if (statusOf(error) === 404) return { story: null };
    if (error instanceof z.ZodError) throw new StoryblokError(`Storyblok story ${slug} has an unexpected shape`);
    throw new StoryblokError(`Storyblok story ${slug} failed: ${describeError(error)}`, statusOf(error));
  }
}

/**
 * The last good answer for each published story (slug, language, relations; any `cv`), served
 * when Storyblok fails and the regular cache has nothing: a publish followed by an outage
 * shows the previous version, not an error page. Bounded by count; stories are tens of KB.
 */
const lastGood = new LRUCache<string, { story: Story | null }>({ max: 1_000 });

/**
 * Loads one story. Returns `null` when Storyblok has no such story (or no translation and
 * no default), so callers can answer 404. While Storyblok fails, a published story that was
 * loaded before is served from its last good copy (logged).
 * @throws {StoryblokError} on network, auth or shape failures when there is no good copy.
 */
export async function getStory(request: StoryRequest): Promise<Story | null> {
  if (request.preview) return (await requestStory(request)).story;
  const key = `${request.slug}:${request.lang}:${request.resolveRelations?.join(",") ?? ""}`;
  recordStoryRead(request.slug);
  if (isKnownMissing(key)) return null;
  try {
    const story = await publishedStory(request, key);
    if (story) lastGood.set(key, { story });
    else {
      rememberMissing(key);
      noteMissingStoryFetched();
    }
    recordStoryRead(request.slug, story);
    return story;
  } catch (error) {
    const copy = lastGood.get(key);
    if (!copy) throw error;
    logger.warn("storyblok-stale-served", { slug: request.slug, lang: request.lang, error });
    recordStoryRead(request.slug, copy.story);
    return copy.story;
  }
}

const storyKey = (key: string, cv: number) => `storyblok:story:${key}:${cv}`;

/**
 * "No such story", thrown out of the story cache's read so that it is not stored there: unknown
 * slugs are remembered only in their own small store (missing-stories.server.ts), never among
 * real stories.
 */
class NoSuchStory extends Error {}

/** Stories asked for without a cv, in flight, by story key: later reads of the same story wait for them. */
const coldReads = new Map<string, Promise<Story | null>>();

/**
 * The published story under the `cv` at hand (served from the cache, refreshed behind it).
 * With none at hand (a cold server, or just after a publish), it is asked for without one, and
 * its answer's `cv` is kept as the current one and keys the stored story; reads of the same
 * story meanwhile wait for that answer rather than ask again under the new cv.
 */
async function publishedStory(request: StoryRequest, key: string): Promise<Story | null> {
  const ttl = getEnv().STORY_CACHE_TTL_MS;
  const known = await peekShared<number>(CV_KEY).catch(() => null);
  const cold = coldReads.get(key);
  if (cold) return cold;
  if (known) {
    // A fresh cv is used as read (one cache read per story, not two); a stale one is refreshed behind the page.
    const cv = known.fresh ? known.value : await currentCv().catch(() => 0);
    const read = cached({
      key: storyKey(key, cv),
      shared: true,
      ttl,
      swr: 86_400_000,
      getFreshValue: async () => (await requestStory(request, cv)).story ?? Promise.reject(new NoSuchStory()),
    });
    return read.catch((error: unknown) => (error instanceof NoSuchStory ? null : Promise.reject(error)));
  }
  const read = requestStory(request)
    .then(async (answer) => {
      // A "no such story" answer names no cv: it is kept under the one other answers brought.
      const learnt = answer.cv ?? (await peekShared<number>(CV_KEY).catch(() => null))?.value ?? null;
      if (learnt === null) return answer.story;
      await cached({ key: CV_KEY, shared: true, ttl: CV_TTL_MS, swr: 86_400_000, getFreshValue: async () => learnt });
      const story = answer.story;
      if (story) await cached({ key: storyKey(key, learnt), shared: true, ttl, swr: 86_400_000, getFreshValue: async () => story });
      return answer.story;
    })
    .finally(() => coldReads.delete(key));
  coldReads.set(key, read);
  return read;
}

/** Forgets the last good copies and the stories known missing (tests, and the sandbox's fault switch). */
export function forgetLastGoodStories(): void {
  lastGood.clear();
  forgetMissingStories();
}
