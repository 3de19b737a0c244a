import { data } from "@remix-run/node";
import { defineBlockLoader } from "../../block-kit/define.server";
import { fetchAuthorBySlug } from "~/services/platform/catalogue.server";
import { schema } from "./schema";
import { loadTrainer, trainerSeo, trainerSlugOf, type TrainerPageData } from "./trainer.server";

/**
 * Server part of `trainer_profile` (docs/product/learning-catalogue.md#trainer-pages): the trainer named by the blok's
 * `slug`, else by the page's slug (`trainers/{slug}`), with their quests and programs.
 * - An unknown trainer makes the page a 404 (the folder template renders any slug).
 * - When the platform fails, a CMS story still shows without the profile (the error is
 *   logged); a page that only exists through the folder template cannot tell a trainer from
 *   a typo, so it answers the error page (500).
 * The page's title and description come from the author when the story sets none.
 */
export default defineBlockLoader(
  schema,
  async (blok, context): Promise<TrainerPageData> => {
    const slug = blok.slug ?? trainerSlugOf(context.slug);
    if (!slug) throw data({ error: "This page names no trainer." }, { status: 404 });
    let trainer: TrainerPageData | null;
    try {
      trainer = await loadTrainer(slug, { accessToken: context.accessToken });
    } catch (error) {
      if (context.template) throw data({ error: "The trainer could not be loaded." }, { status: 500 });
      throw error;
    }
    if (!trainer) throw data({ error: `No trainer is called "${slug}".` }, { status: 404 });
    return trainer;
  },
  {
    seo: (trainer) => trainerSeo(trainer.author),
    // The author is named by the URL: asked for together with the story, not after it.
    early: ({ slug }) => {
      const trainer = trainerSlugOf(slug);
      if (trainer) void fetchAuthorBySlug(trainer).catch(() => undefined);
    },
  },
);
