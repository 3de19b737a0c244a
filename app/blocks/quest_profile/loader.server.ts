import { data } from "@remix-run/node";
import { defineBlockLoader } from "../../block-kit/define.server";
import { fetchQuestById } from "~/services/platform/catalogue.server";
import { schema } from "./schema";
import { loadQuest, questSeo, questSlugOf, type QuestPageData } from "./quest.server";

/**
 * Server part of `quest_profile` (docs/product/learning-catalogue.md#quest-pages): the quest named
 * by the blok's `slug`, else by the page's slug (`quests/{id}`).
 * - An unknown, draft or archived quest makes the page a 404 (the folder template renders any slug).
 * - When the platform fails, a CMS story still shows without the profile (the error is logged);
 *   a page that only exists through the folder template cannot tell a quest from a typo, so it
 *   answers the error page (500).
 * The page's title and description come from the quest when the story sets none.
 */
export default defineBlockLoader(
  schema,
  async (blok, context): Promise<QuestPageData> => {
    const pageQuest = questSlugOf(context.slug);
    const id = blok.slug ?? pageQuest;
    if (!id) throw data({ error: "This page names no quest." }, { status: 404 });
    const viewer = { accessToken: context.accessToken };
    let quest;
    try {
      quest = await loadQuest(id, viewer);
    } catch (error) {
      if (context.template) throw data({ error: "The quest could not be loaded." }, { status: 500 });
      throw error;
    }
    if (!quest) throw data({ error: `No quest has the id "${id}".` }, { status: 404 });
    return { quest, member: viewer.accessToken !== null, subject: id === pageQuest };
  },
  {
    seo: ({ quest }) => questSeo(quest),
    // The quest is named by the URL: asked for together with the story, not after it.
    early: ({ slug }) => {
      const quest = questSlugOf(slug);
      if (quest) void fetchQuestById(quest, { accessToken: null }).catch(() => undefined);
    },
  },
);
