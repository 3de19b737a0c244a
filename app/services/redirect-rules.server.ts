import { compileRedirectRules, EMPTY_TABLE, type RedirectTable } from "~/domain/routing/redirect-rules";
import { getEnv, redirectHosts } from "~/env.server";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";
import { logger } from "./logger.server";
import { getStory, type Story } from "./storyblok.server";

/**
 * Redirect rules from the story `global/redirects` (docs/decisions/0018).
 * The story is read through the story cache (same `cv`, same `STORY_CACHE_TTL_MS`, same last
 * good copy while Storyblok fails); the compiled table is held here and asked for again once
 * per TTL, in the background while the old table keeps answering. So a request costs one Map
 * lookup and never a Storyblok call; only the very first request of a process waits for the load.
 */
export const REDIRECTS_SLUG = "global/redirects";
/** After a failed load with no table yet, the next try is this much later (ms). */
const RETRY_AFTER_FAILURE_MS = 10_000;
/** A zero story TTL (tests) must still not mean a story lookup per request (ms). */
const MIN_PERIOD_MS = 1_000;
/** How long the space's `cv` is cached (storyblok.server.ts `currentCv`): a publish is seen after it (ms). */
const CV_TTL_MS = 60_000;

let current: { table: RedirectTable; freshUntil: number } | null = null;
let refreshing: Promise<RedirectTable> | null = null;
/** The story object the table was compiled from: an unchanged cached story is not compiled again. */
let compiledFrom: { story: Story | null; table: RedirectTable } | null = null;

function compileOptions() {
  return { externalHosts: redirectHosts(), siteHost: new URL(getEnv().SITE_URL).hostname };
}

/** Compiles a story's rules (the draft in preview, for the report). */
export function compileStory(story: Story | null): RedirectTable {
  return story ? compileRedirectRules(story.content, compileOptions()) : EMPTY_TABLE;
}

async function load(): Promise<RedirectTable> {
  const period = Math.max(getEnv().STORY_CACHE_TTL_MS, MIN_PERIOD_MS);
  try {
    const story = await getStory({ slug: REDIRECTS_SLUG, lang: DEFAULT_LANGUAGE, preview: false });
    if (compiledFrom?.story !== story) {
      const table = compileStory(story);
      const refused = table.reports.filter((r) => r.active && !r.applied);
      if (refused.length > 0) logger.warn("redirect-rules-refused", { count: refused.length, positions: refused.map((r) => r.position).slice(0, 20) });
      compiledFrom = { story, table };
    }
    current = { table: compiledFrom.table, freshUntil: Date.now() + period };
  } catch (error) {
    logger.warn("redirect-rules-load-failed", { error });
    current = { table: current?.table ?? EMPTY_TABLE, freshUntil: Date.now() + Math.min(period, RETRY_AFTER_FAILURE_MS) };
  }
  return current.table;
}

/**
 * The current table: synchronously while fresh or while a refresh runs (the old table keeps
 * answering); a promise only before the first load of the process.
 */
export function redirectTable(now = Date.now()): RedirectTable | Promise<RedirectTable> {
  if (current && now < current.freshUntil) return current.table;
  refreshing ??= load().finally(() => {
    refreshing = null;
  });
  return current ? current.table : refreshing;
}

/** Forgets the table: the next request reloads it (with the story cache's purge; tests). */
export function forgetRedirectRules(): void {
  current = null;
  compiledFrom = null;
}

/** The draft rules and their problems, for the preview page (never cached). */
export async function previewRedirectRules(): Promise<RedirectTable> {
  return compileStory(await getStory({ slug: REDIRECTS_SLUG, lang: DEFAULT_LANGUAGE, preview: true }));
}

/** At most this long (s) after a publish, visitors get the new rules: the `cv` minute plus one table period. */
export function redirectRulesUpdateSeconds(): number {
  return Math.round((CV_TTL_MS + Math.max(getEnv().STORY_CACHE_TTL_MS, MIN_PERIOD_MS)) / 1000);
}
