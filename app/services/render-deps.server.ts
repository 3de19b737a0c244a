import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What a page render read from Storyblok (issue 17): the page cache stores each page with the
 * stories it depends on, so a publish webhook purges exactly the pages that showed the story.
 * Dependencies are strings: `slug:<full_slug>` (asked for, found or not: a story published
 * later at that slug changes the page), `id:<story id>` (found; a moved or unpublished story's
 * webhook names its id), and {@link ANY_STORY} for pages built from the whole space (links).
 */
export const ANY_STORY = "any-story";

const KEY = Symbol.for("brightpath.renderDeps");
type Holder = { [KEY]?: AsyncLocalStorage<Set<string>> };

// Two bundles (server.ts and the Remix build) share one process: the store lives on globalThis.
const storage: AsyncLocalStorage<Set<string>> = ((globalThis as Holder)[KEY] ??= new AsyncLocalStorage<Set<string>>());

/** Runs `render` collecting the dependencies recorded inside it; returns both. */
export async function collectRenderDeps<T>(render: () => Promise<T>): Promise<{ value: T; deps: string[] }> {
  const deps = new Set<string>();
  const value = await storage.run(deps, render);
  return { value, deps: [...deps] };
}

/** Records that the render under way read a story (no-op outside {@link collectRenderDeps}). */
export function recordStoryRead(slug: string, id?: number | null): void {
  const deps = storage.getStore();
  if (!deps) return;
  deps.add(`slug:${slug}`);
  if (typeof id === "number") deps.add(`id:${id}`);
}

/** Records that the render under way depends on every story of the space (the links list). */
export function recordAnyStoryRead(): void {
  storage.getStore()?.add(ANY_STORY);
}
