import { bcp47Of, type Language } from "~/i18n/languages";
import { getSettings } from "~/content/page-story.server";
import { getEnv } from "~/env.server";
import { logger } from "~/services/logger.server";
import { fetchAuthorBySlug, fetchPrograms, fetchQuestById } from "~/services/platform/catalogue.server";
import type { Asset } from "~/services/platform/entities";
import { trainerSlugOf } from "~/blocks/trainer_profile/trainer.server";
import { cardAssetOf, pageImageOf, pageTextOf, socialCard, type CardSources, type PlatformImage, type SocialCard } from "~/domain/social-card";

/** What the platform says of the subject of a quest, program or trainer page. */
type PlatformSubject = NonNullable<CardSources["platform"]>;

const QUEST_PAGE = /^quests\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;
const PROGRAM_PAGE = /^programs\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;

const imageOf = (asset: Asset | null | undefined, alt: string): PlatformImage | null => (asset ? { ...asset, alt } : null);

/**
 * The platform's quest, program or trainer a page at `slug` is about: `quests/{quest id}`,
 * `programs/{program id}` (in the page's language, else English, where programs are listed)
 * and `trainers/{author slug}`. Null for other pages, for subjects the platform does not have
 * or has not published, and when the platform fails (logged: the card falls back to the page).
 * Visitors' catalogue reads are cached, and a trainer page's block has read its author already.
 */
async function platformSubject(slug: string, lang: Language): Promise<PlatformSubject | null> {
  const questId = QUEST_PAGE.exec(slug)?.[1];
  const programId = PROGRAM_PAGE.exec(slug)?.[1];
  const trainer = trainerSlugOf(slug);
  if (!questId && !programId && !trainer) return null;
  try {
    if (questId) {
      const quest = await fetchQuestById(questId, { accessToken: null });
      if (quest?.status !== "published") return null;
      return { description: quest.description ?? undefined, image: imageOf(quest.coverAsset, quest.name) };
    }
    if (programId) {
      const find = async (language: string) => (await fetchPrograms(language)).find((program) => program.id === programId);
      const program = (await find(bcp47Of(lang))) ?? (lang === "en" ? undefined : await find("en"));
      return program ? { description: program.description ?? undefined, image: imageOf(program.coverAsset, program.name) } : null;
    }
    const author = trainer ? await fetchAuthorBySlug(trainer) : null;
    if (author?.status !== "published") return null;
    const description = author.metadata?.description ?? author.headline ?? undefined;
    return { description, image: imageOf(author.portrait ?? author.banner, author.name), person: true };
  } catch (error) {
    logger.warn("social-card-platform-failed", { slug, error });
    return null;
  }
}

/** The page's own parts of a card: its validated page fields, content and search title. */
export interface PageCardInput {
  content: unknown;
  fields?: { og_title?: string; og_description?: string; og_image?: unknown };
  seo: { title: string; description?: string };
}

/**
 * Starts the reads a page's social card needs beyond its story (the platform's subject of
 * the page, the site's default image in `global/settings`), at once with the story's; the
 * returned function builds the card when the story has arrived. Never rejects.
 */
export function startSocialCardReads(request: { slug: string; lang: Language; preview: boolean }): (page: PageCardInput) => Promise<SocialCard> {
  const subject = platformSubject(request.slug, request.lang);
  const settings = getSettings(request);
  return async (page) => {
    const [platform, { og_image: defaultImage }] = await Promise.all([subject, settings]);
    const sources: CardSources = {
      og: { title: page.fields?.og_title, description: page.fields?.og_description, image: cardAssetOf(page.fields?.og_image) },
      seo: page.seo,
      platform,
      page: { description: pageTextOf(page.content), image: pageImageOf(page.content) },
      defaultImage: cardAssetOf(defaultImage),
    };
    return socialCard(sources, getEnv().SITE_URL);
  };
}
