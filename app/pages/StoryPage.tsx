import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from "@remix-run/react";
import type { HeadersFunction } from "@remix-run/node";
import { lazy, Suspense, useContext } from "react";
import { useLiveStory } from "./useLiveStory";
import { FullContentContext } from "~/block-kit/full-content";
import { BlokView } from "~/block-kit/BlokView";
import { BlockDataContext } from "~/block-kit/block-data";
import { componentsIn, loadViews } from "~/block-kit/views";
import { preloadModules } from "~/components/ModulePreloads";
import type { StoryPageData } from "./story-payload.server";
import { storySocialMeta } from "./social-meta";
import { documentTitle } from "~/domain/search-and-sharing/social-tags";

/**
 * The content warnings of the visual editor (preview only): a chunk of its own, so that
 * published pages do not download it. Nothing shows if it cannot load.
 */
const PreviewProblems = lazy(() =>
  import("~/components/PreviewProblems").then(
    (module) => ({ default: module.PreviewProblems }),
    () => ({ default: () => null }),
  ),
);

/** `<title>` and description from the story's SEO fields and its card for link previews (its JSON-LD: pages/document-head.tsx). */
export const storyPageMeta: MetaFunction = ({ data, matches }) => {
  const page = data as StoryPageData | undefined;
  if (!page) return [];
  return [
    { title: documentTitle(page.seo.title) },
    ...(page.seo.description ? [{ name: "description", content: page.seo.description }] : []),
    ...(page.seo.noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...storySocialMeta(page.social, matches),
  ];
};

/**
 * Document responses carry the loader's Cache-Control (errors keep theirs), its cookies (the
 * `?a=` attendee) and, after a refused form post, the action's Retry-After (rate limits) and
 * a refused method's Allow.
 */
export const storyPageHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders, errorHeaders }) => {
  const source = errorHeaders ?? loaderHeaders;
  const headers = new Headers();
  const cacheControl = source.get("Cache-Control");
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  for (const cookie of loaderHeaders.getSetCookie()) headers.append("Set-Cookie", cookie);
  const retryAfter = actionHeaders.get("Retry-After") ?? errorHeaders?.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  const allow = errorHeaders?.get("Allow");
  if (allow) headers.set("Allow", allow);
  return headers;
};

/**
 * Client navigations: the page's data, then the views of its bloks (most already preloaded by
 * hovering links or cached), before the page renders: no flash of empty blocks.
 * Not run for hydration (entry.client loads the first page's views).
 */
export async function storyPageClientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const data = await serverLoader<StoryPageData>();
  preloadModules(data.preloads);
  await loadViews(componentsIn(data.story.content), data.lang);
  return data;
}

/** A page rendered from a Storyblok story, live-updating in the visual editor. */
export function StoryPage() {
  const data = useLoaderData<StoryPageData>();
  const { story, blockData } = useLiveStory(data);
  // The server renders static bloks in full, with their block data (docs/decisions/0019).
  const full = useContext(FullContentContext);
  return (
    <BlockDataContext.Provider value={full ? { ...blockData, ...full.blockData } : blockData}>
      {data.preview && (
        <Suspense fallback={null}>
          <PreviewProblems problems={story.problems} />
        </Suspense>
      )}
      <BlokView blok={story.content} />
    </BlockDataContext.Provider>
  );
}
