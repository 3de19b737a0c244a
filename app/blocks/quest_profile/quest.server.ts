import { fetchQuestById, type Viewer } from "~/services/platform/catalogue.server";
import type { Quest } from "~/services/platform/entities";

/**
 * Quest pages `/quests/{id}` (docs/product/learning-catalogue.md): the platform's quest by the
 * page's slug, loaded by the `quest_profile` block. A story at `quests/{id}` places the block
 * among its own blocks; without one the folder template `templates/folder-quests` does, so
 * every published quest has a page.
 */

/** What the quest profile renders. */
export interface QuestPageData {
  quest: Quest;
  /** Whether a member is signed in: they are offered the quest in the app, visitors the membership page. */
  member: boolean;
  /** True when the quest is the page's subject (`quests/{id}`): the page's Course describes it. */
  subject: boolean;
}

const QUEST_SLUG = /^quests\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/** The quest id of a story slug like `quests/back-from-burnout`, or null for any other page. */
export function questSlugOf(storySlug: string): string | null {
  return QUEST_SLUG.exec(storySlug)?.[1] ?? null;
}

/**
 * The published quest with this id, as `viewer` sees it (a member's read carries `owned`);
 * null when the platform has none or it is a draft or archived.
 * @throws PlatformError when the platform fails (the caller decides).
 */
export async function loadQuest(id: string, viewer: Viewer): Promise<Quest | null> {
  const quest = await fetchQuestById(id, viewer);
  return quest?.status === "published" ? quest : null;
}

/** SEO title and description of a quest page: the quest's name (the site name is appended once by the page) and description. */
export function questSeo(quest: Quest): { title: string; description?: string } {
  return { title: quest.name, description: quest.description ?? undefined };
}
