import { LRUCache } from "lru-cache";

/**
 * Stories Storyblok answered "no such story" for, by story key, for a short while: a small store
 * of its own, so that unknown slugs never evict the stories and last good copies real pages
 * need, and so that a page's reads of stories that do not exist (the folders above it, for its
 * breadcrumb) cost one request, not a second one once the space's `cv` is known. Per instance;
 * a publish webhook clears it ({@link forgetMissingStories}), and other instances learn of a
 * newly created story within {@link MISSING_STORY_TTL_MS}.
 */
export const MISSING_STORY_TTL_MS = 30_000;

const missing = new LRUCache<string, true>({ max: 2_000, ttl: MISSING_STORY_TTL_MS });

/** True when Storyblok said, within the last {@link MISSING_STORY_TTL_MS}, that this story does not exist. */
export const isKnownMissing = (key: string): boolean => missing.has(key);

/** Remembers that the story under `key` does not exist. */
export function rememberMissing(key: string): void {
  missing.set(key, true);
}

/** Forgets every remembered "no such story" (a publish may have created one). */
export function forgetMissingStories(): void {
  missing.clear();
}
