import { useTranslation } from "react-i18next";
import { z } from "zod";
import { defineBlock } from "../types";
import { option, optionalText } from "../schema";
import { COLUMNS } from "../quest_list";
import { blockProps } from "../BlokView";
import { useBlockData } from "../context";
import { countField } from "../catalogue-fields";
import { CatalogueSection } from "~/components/catalogue/CatalogueSection";
import { TrainerCard } from "~/components/catalogue/TrainerCard";
import type { AuthorSummary } from "~/services/platform/entities";

/** `trainer_list`: trainers (platform authors) as cards linking to `/trainers/{slug}`. */
export const trainerListSchema = z
  .object({
    title: optionalText,
    intro: optionalText,
    /** Storyblok boolean: only featured trainers. */
    featured_only: z.boolean().optional().default(false),
    count: countField(8, 24),
    columns: option(["3", "4"], "4"),
  })
  .passthrough();

export interface TrainerListData {
  authors: AuthorSummary[];
}

export const trainer_list = defineBlock(trainerListSchema, function TrainerList({ blok }) {
  const { t } = useTranslation();
  const data = useBlockData<TrainerListData>(blok._uid);
  return (
    <div {...blockProps(blok)}>
      <CatalogueSection
        data-trainer-list=""
        title={blok.title}
        intro={blok.intro}
        items={data?.authors}
        empty={t("catalogue.trainersEmpty")}
        columns={COLUMNS[blok.columns]}
        itemKey={(author) => author.id}
        renderItem={(author) => <TrainerCard author={author} headingLevel={blok.title ? 3 : 2} />}
      />
    </div>
  );
});
