import { logger } from "~/services/logger.server";
import { fetchAuthorBySlug, fetchAuthorPrograms, searchQuests, type Viewer } from "~/services/platform/catalogue.server";
import type { Author, Program, Quest } from "~/services/platform/entities";

/**
 * Trainer pages `/trainers/{slug}` (docs/product/learning-catalogue.md#trainer-pages): the author
 * by slug, then their quests — searched by the author's name (docs/product/learning-catalogue.md) and kept only when
 * the author is credited — and their programs (language en). Loaded by the `trainer_profile`
 * block; a story at `trainers/{slug}` places it among its blocks, and without one the folder
 * template `templates/folder-trainers` does.
 */

/** What the trainer profile renders. `null` lists mean that fetch failed (logged; the rest renders). */
export interface TrainerPageData {
  author: Author;
  quests: Quest[] | null;
  programs: Program[] | null;
}

const TRAINER_SLUG = /^trainers\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/** The author slug of a story slug like `trainers/amara-okafor`, or null for any other page. */
export function trainerSlugOf(storySlug: string): string | null {
  return TRAINER_SLUG.exec(storySlug)?.[1] ?? null;
}

/** Most quests shown on a trainer page. */
export const TRAINER_QUEST_LIMIT = 12;

/**
 * Loads a trainer: null when the platform has no published author with this slug.
 * @throws PlatformError when the author itself cannot be fetched (the caller decides).
 */
export async function loadTrainer(slug: string, viewer: Viewer): Promise<TrainerPageData | null> {
  const author = await fetchAuthorBySlug(slug);
  if (!author || author.status !== "published") return null;
  const [quests, programs] = await Promise.all([
    searchQuests({ search: author.name }, viewer, TRAINER_QUEST_LIMIT * 2).then(
      (found) => found.filter((quest) => quest.authors.some((a) => a.id === author.id)).slice(0, TRAINER_QUEST_LIMIT),
      (error: unknown) => failed("quests", slug, error),
    ),
    fetchAuthorPrograms(author.id).catch((error: unknown) => failed("programs", slug, error)),
  ]);
  return { author, quests, programs };
}

function failed(part: string, slug: string, error: unknown): null {
  logger.error("trainer-part-failed", { part, slug, error });
  return null;
}

/** SEO title and description: the author's metadata, else their name and headline. */
export function trainerSeo(author: Author): { title: string; description?: string } {
  const title = author.metadata?.title?.replace(/\s*\|\s*Brightpath$/, "") || author.name;
  return { title, description: author.metadata?.description ?? author.headline ?? undefined };
}
