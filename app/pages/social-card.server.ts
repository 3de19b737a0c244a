import type { Language } from "~/i18n/languages";
import { getSettings } from "~/content/validated-story.server";
import { getEnv } from "~/env.server";
import type { Asset } from "~/services/platform/entities";
import type { PlatformSubject } from "./platform-subject.server";
import { cardAssetOf, pageImageOf, pageTextOf, socialCard, type CardSources, type PlatformImage } from "~/domain/search-and-sharing/social-card";
import type { SocialCard } from "~/domain/search-and-sharing/social-tags";

const imageOf = (asset: Asset | null | undefined, alt: string): PlatformImage | null => (asset ? { ...asset, alt } : null);

/** What a card takes from the platform's record of the page's subject. */
function cardSubject(subject: PlatformSubject | null): NonNullable<CardSources["platform"]> | null {
  if (!subject) return null;
  if (subject.kind === "quest") return { description: subject.quest.description ?? undefined, image: imageOf(subject.quest.coverAsset, subject.quest.name) };
  if (subject.kind === "program")
    return { description: subject.program.description ?? undefined, image: imageOf(subject.program.coverAsset, subject.program.name) };
  const { author } = subject;
  return {
    description: author.metadata?.description ?? author.headline ?? undefined,
    image: imageOf(author.portrait ?? author.banner, author.name),
    person: true,
  };
}

/** The page's own parts of a card: its validated page fields, content and search title. */
export interface PageCardInput {
  content: unknown;
  fields?: { og_title?: string; og_description?: string; og_image?: unknown };
  seo: { title: string; description?: string };
}

/**
 * Starts the reads a page's social card needs beyond its story and its platform `subject`
 * (the site's default image in `global/settings`), at once with the story's; the
 * returned function builds the card when the story has arrived. Never rejects.
 */
export function startSocialCardReads(
  request: { slug: string; lang: Language; preview: boolean },
  subject: Promise<PlatformSubject | null>,
): (page: PageCardInput) => Promise<SocialCard> {
  const settings = getSettings(request);
  return async (page) => {
    const [platform, { og_image: defaultImage }] = await Promise.all([subject.then(cardSubject), settings]);
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
