import { AsyncLocalStorage } from "node:async_hooks";
import type { ShownExperiment } from "~/domain/experiments/assignment";

/**
 * What a page render read from Storyblok: the page cache stores each page with the
 * stories it depends on, so a publish webhook purges exactly the pages that showed the story.
 * Dependencies are strings: `slug:<full_slug>` (asked for, found or not: a story published
 * later at that slug changes the page), `id:<story id>` (found; a moved or unpublished story's
 * webhook names its id), and {@link ANY_STORY} for pages built from the whole space (the list of page slugs).
 */
export const ANY_STORY = "any-story";

/** What one render recorded: the stories it read, and the running experiments it showed (by key). */
interface Recorded {
  deps: Set<string>;
  experiments: Map<string, ShownExperiment>;
}

const KEY = Symbol.for("brightpath.renderRecord");
type Holder = { [KEY]?: AsyncLocalStorage<Recorded> };

// Two bundles (server.ts and the Remix build) share one process: the store lives on globalThis.
const storage: AsyncLocalStorage<Recorded> = ((globalThis as Holder)[KEY] ??= new AsyncLocalStorage<Recorded>());

/**
 * Runs `render` collecting what is recorded inside it; returns its value, the dependencies and
 * the running experiments the page showed (a stored page varies by them, docs/product/experiments.md).
 */
export async function collectRenderDeps<T>(render: () => Promise<T>): Promise<{ value: T; deps: string[]; experiments: ShownExperiment[] }> {
  const recorded: Recorded = { deps: new Set(), experiments: new Map() };
  const value = await storage.run(recorded, render);
  return { value, deps: [...recorded.deps], experiments: [...recorded.experiments.values()] };
}

/** Records the running experiments the render under way shows (no-op outside {@link collectRenderDeps}). */
export function recordExperiments(experiments: readonly ShownExperiment[]): void {
  const recorded = storage.getStore();
  for (const experiment of experiments) recorded?.experiments.set(experiment.key, experiment);
}

/** What a story contributes to a render's dependencies: its id and the content it embeds. */
export interface ReadStory {
  id?: number | null;
  content?: unknown;
}

/**
 * Records that the render under way read a story (no-op outside {@link collectRenderDeps}):
 * `slug:<slug>`, and when found `id:<id>` plus the slug and id of every story resolved into its
 * content (`resolve_relations`, e.g. an `include` block's template), so publishing an included
 * story purges the pages that show it.
 */
export function recordStoryRead(slug: string, story?: ReadStory | null): void {
  const deps = storage.getStore()?.deps;
  if (!deps) return;
  deps.add(`slug:${slug}`);
  if (!story) return;
  if (typeof story.id === "number") deps.add(`id:${story.id}`);
  for (const dep of embeddedStoryDeps(story)) deps.add(dep);
}

/** Per story object (the story cache hands out the same object until it changes): its embedded stories' deps. */
const embedded = new WeakMap<object, string[]>();

/** `slug:`/`id:` of every resolved story (an object with `uuid`, `full_slug` and `content`) inside `story.content`. */
export function embeddedStoryDeps(story: ReadStory): string[] {
  const known = embedded.get(story);
  if (known) return known;
  const found = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (typeof node !== "object" || node === null) return;
    const record = node as Record<string, unknown>;
    if (typeof record.uuid === "string" && typeof record.full_slug === "string" && typeof record.content === "object") {
      found.add(`slug:${record.full_slug.replace(/^\/+|\/+$/g, "")}`);
      if (typeof record.id === "number") found.add(`id:${record.id}`);
    }
    Object.values(record).forEach(walk);
  };
  walk(story.content);
  const deps = [...found];
  embedded.set(story, deps);
  return deps;
}

/** Records that the render under way depends on every story of the space (the list of page slugs). */
export function recordAnyStoryRead(): void {
  storage.getStore()?.deps.add(ANY_STORY);
}
