import { useTranslation } from "react-i18next";
import { z } from "zod";
import { defineBlock } from "../types";
import { option, optionalText } from "../schema";
import { blockProps } from "../BlokView";
import { useBlockData } from "../context";
import { countField } from "../catalogue-fields";
import { CatalogueSection } from "~/components/catalogue/CatalogueSection";
import { MeditationCard } from "~/components/catalogue/MeditationCard";
import type { Meditation } from "~/services/platform/entities";

/**
 * `meditation_list`: recommendedMeditations for one duration bucket (SPEC §7):
 * `less_than_5_mins`, `less_than_20_mins` or `greater_than_20_mins`.
 */
export const meditationListSchema = z
  .object({
    title: optionalText,
    intro: optionalText,
    duration_bucket: option(["less_than_5_mins", "less_than_20_mins", "greater_than_20_mins"], "less_than_20_mins"),
    count: countField(4, 12),
  })
  .passthrough();

export interface MeditationListData {
  meditations: Meditation[];
}

export const meditation_list = defineBlock(meditationListSchema, function MeditationList({ blok }) {
  const { t } = useTranslation();
  const data = useBlockData<MeditationListData>(blok._uid);
  return (
    <div {...blockProps(blok)}>
      <CatalogueSection
        data-meditation-list={blok.duration_bucket}
        title={blok.title}
        intro={blok.intro}
        items={data?.meditations}
        empty={t("catalogue.meditationsEmpty")}
        columns="md:grid-cols-2"
        itemKey={(meditation) => meditation.id}
        renderItem={(meditation) => <MeditationCard meditation={meditation} headingLevel={blok.title ? 3 : 2} />}
      />
    </div>
  );
});
