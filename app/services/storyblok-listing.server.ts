import { listedStories, type ListedStory } from "~/domain/search-and-sharing/sitemap";
import { getEnv } from "~/env.server";
import { cached } from "./cache.server";
import { recordAnyStoryRead } from "./page-cache/render-deps.server";
import { cdnGet, describeError, statusOf, StoryblokError } from "./storyblok-client.server";
import { currentCv } from "./storyblok.server";

/**
 * Every published story whose content type is one of `contentTypes` (the ones the story route
 * renders; a story of another type answers 404) that search engines may list — not `noindex`,
 * not behind sign-in, not a redirect away — with its last publication (`domain/search-and-sharing/sitemap.ts`).
 * From the stories API (`cdn/stories?content_type=`, 100 a page, `body` left out), cached like
 * links; for the sitemaps.
 * @throws {StoryblokError} when Storyblok fails.
 */
export async function getListedStories(contentTypes: Iterable<string>): Promise<ListedStory[]> {
  const types = [...contentTypes].sort();
  const cv = await currentCv().catch(() => 0);
  recordAnyStoryRead();
  return cached({
    key: `storyblok:listed-stories:${types.join(",")}:${cv}`,
    ttl: 3_600_000,
    swr: 86_400_000,
    getFreshValue: async () => {
      try {
        const stories: ListedStory[] = [];
        for (const contentType of types) {
          for (let page = 1; page <= 100; page += 1) {
            const response = await cdnGet("cdn/stories", {
              version: "published",
              token: getEnv().STORYBLOK_PUBLIC_TOKEN,
              content_type: contentType,
              excluding_fields: "body",
              per_page: 100,
              page,
              ...(cv ? { cv } : {}),
            });
            const batch = (response.data as { stories?: unknown } | null)?.stories;
            stories.push(...listedStories(response.data));
            if (!Array.isArray(batch) || batch.length < 100) break;
          }
        }
        return stories;
      } catch (error) {
        throw new StoryblokError(`Storyblok page list failed: ${describeError(error)}`, statusOf(error));
      }
    },
  });
}
