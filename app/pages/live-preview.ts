import { registerStoryblokBridge, storyblokInit } from "@storyblok/react";
import { blockSchemas } from "~/block-kit/schemas";
import { collectBloks } from "~/block-kit/collect";
import { validateContent } from "~/block-kit/validate";
import { componentsIn, loadViews } from "~/block-kit/views";
import { renderRichText } from "~/content/rich-text";
import { resolveLink } from "~/domain/routing/links";
import { INPUT_DEBOUNCE_MS } from "~/domain/delivery/client-timing";
import type { Language } from "~/i18n/languages";
import type { PageStory } from "~/content/validated-story.server";

/**
 * The visual editor's side of a preview page. Loaded only by a
 * dynamic import in verified preview (`useLiveStory`), so this module, the Storyblok bridge,
 * the SDK and the schemas (zod) never reach a visitor's browser.
 *
 * On each bridge `input` event (an unsaved edit) the story is re-validated with the same block
 * schemas the server uses; a data blok (one whose block has a server loader) whose validated
 * fields changed is posted, as the bridge sent it, to `POST /resources/preview-block-data`
 * with the editor's `_storyblok_tk` query, {@link INPUT_DEBOUNCE_MS} after its last change
 * (an earlier request still under way is aborted), and its fresh data replaces the old.
 */
export const BLOCK_DATA_ENDPOINT = "/resources/preview-block-data";

/** What the page currently shows: its story as loaded, its variables and language. */
export interface PreviewState {
  story: PageStory;
  variables: [string, string][];
  lang: Language;
  /** Components whose blocks have server loaders (`StoryPageData.liveDataBlocks`). */
  dataBlocks: readonly string[];
}

export interface LivePreviewHandlers {
  /** The edited story, validated, once its views are loaded; `base` is the story it edits. */
  onStory: (base: PageStory, next: PageStory) => void;
  /** Fresh loader results (keyed by `_uid`) for bloks of `base` an editor changed. */
  onBlockData: (base: PageStory, blockData: Record<string, unknown>) => void;
}

/** Connects the bridge for `storyId`; returns a function that stops delivering updates. */
export function connectLivePreview(storyId: number, current: () => PreviewState, handlers: LivePreviewHandlers): () => void {
  let active = true;
  storyblokInit({ bridge: true });
  const blockData = blockDataUpdater(current, (base, data) => active && handlers.onBlockData(base, data));
  registerStoryblokBridge(storyId, (input) => {
    const { story: base, variables, lang } = current();
    const richText = (document: Record<string, unknown>) => renderRichText(document, lang);
    const { value, problems } = validateContent(input.content, blockSchemas, new Map(variables), { richText, link: (field) => resolveLink(field, lang) });
    const next = { ...base, content: value as PageStory["content"], problems };
    void loadViews(componentsIn(value)).then(() => active && handlers.onStory(base, next));
    blockData(base, value, input.content);
  });
  return () => {
    active = false;
  };
}

/**
 * Compares each edited data blok with the one last fetched (at first: the page's own) and
 * fetches fresh data for those that changed. `validated` decides whether a blok changed (it is
 * shaped like the page's story); `raw` is what is posted (the server validates it itself).
 */
export function blockDataUpdater(
  current: () => PreviewState,
  deliver: (base: PageStory, blockData: Record<string, unknown>) => void,
  {
    fetchImpl = fetch,
    delayMs = INPUT_DEBOUNCE_MS,
    location = window.location,
  }: { fetchImpl?: typeof fetch; delayMs?: number; location?: Pick<Location, "pathname" | "search"> } = {},
) {
  const seen = new Map<string, string>();
  let seenOf: PageStory | null = null;
  const pending = new Map<string, { timer: ReturnType<typeof setTimeout>; abort: AbortController }>();

  const request = async (base: PageStory, blok: unknown, signal: AbortSignal) => {
    const response = await fetchImpl(`${BLOCK_DATA_ENDPOINT}${location.search}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ path: location.pathname, blok }),
      signal,
    });
    // A refused blok (400: its fields do not pass the schema) keeps the data shown; the
    // preview's problem list already names what is wrong.
    if (response.ok) deliver(base, ((await response.json()) as { blockData: Record<string, unknown> }).blockData);
  };

  return (base: PageStory, validated: unknown, raw: unknown) => {
    const { dataBlocks } = current();
    if (seenOf !== base) {
      seen.clear();
      for (const blok of collectBloks(base.content)) seen.set(blok._uid, JSON.stringify(blok));
      seenOf = base;
    }
    const rawByUid = new Map(collectBloks(raw).map((blok) => [blok._uid, blok] as const));
    for (const blok of collectBloks(validated)) {
      if (!dataBlocks.includes(blok.component)) continue;
      const text = JSON.stringify(blok);
      if (seen.get(blok._uid) === text) continue;
      seen.set(blok._uid, text);
      const earlier = pending.get(blok._uid);
      if (earlier) {
        clearTimeout(earlier.timer);
        earlier.abort.abort();
      }
      const abort = new AbortController();
      const posted = rawByUid.get(blok._uid);
      const timer = setTimeout(() => {
        request(base, posted, abort.signal).catch(() => undefined);
      }, delayMs);
      pending.set(blok._uid, { timer, abort });
    }
  };
}
