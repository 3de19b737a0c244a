import type { Author, Program, Quest } from "~/services/platform/entities";
import { fetchAuthorBySlug, fetchPrograms, fetchQuestById } from "~/services/platform/catalogue.server";
import { trainerSlugOf } from "~/blocks/trainer_profile/trainer.server";
import { bcp47Of, type Language } from "~/i18n/languages";
import { logger } from "~/services/logger.server";

/** The platform record a story page is about, for its link-preview card and its JSON-LD. */
export type PlatformSubject = { kind: "quest"; quest: Quest } | { kind: "program"; program: Program } | { kind: "trainer"; author: Author };

const QUEST_PAGE = /^quests\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;
const PROGRAM_PAGE = /^programs\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/** Whether the page at `slug` presents a quest or a program (a course), with or without its record. */
export const isCoursePage = (slug: string) => QUEST_PAGE.test(slug) || PROGRAM_PAGE.test(slug);

/**
 * The platform's quest, program or trainer a page at `slug` is about: `quests/{quest id}`,
 * `programs/{program id}` (in the page's language, else English, where programs are listed) and
 * `trainers/{author slug}`. Null for other pages, for subjects the platform does not have or has
 * not published, and when the platform fails (logged: the page describes itself instead).
 * Catalogue reads are cached, so the blocks that read the same record cost no second call.
 */
export async function platformSubjectOf(slug: string, lang: Language): Promise<PlatformSubject | null> {
  const questId = QUEST_PAGE.exec(slug)?.[1];
  const programId = PROGRAM_PAGE.exec(slug)?.[1];
  const trainer = trainerSlugOf(slug);
  if (!questId && !programId && !trainer) return null;
  try {
    if (questId) {
      const quest = await fetchQuestById(questId, { accessToken: null });
      return quest?.status === "published" ? { kind: "quest", quest } : null;
    }
    if (programId) {
      const find = async (language: string) => (await fetchPrograms(language)).find((program) => program.id === programId);
      const program = (await find(bcp47Of(lang))) ?? (lang === "en" ? undefined : await find("en"));
      return program ? { kind: "program", program } : null;
    }
    const author = trainer ? await fetchAuthorBySlug(trainer) : null;
    return author?.status === "published" ? { kind: "trainer", author } : null;
  } catch (error) {
    logger.warn("platform-subject-unavailable", { slug, error });
    return null;
  }
}
