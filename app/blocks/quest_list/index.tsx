import { useTranslation } from "react-i18next";
import { z } from "zod";
import { defineBlock } from "../types";
import { option, optionalText } from "../schema";
import { blockProps } from "../BlokView";
import { useBlockData } from "../context";
import { countField, languagesField, membershipField } from "../catalogue-fields";
import { CatalogueSection } from "~/components/catalogue/CatalogueSection";
import { QuestCard } from "~/components/catalogue/QuestCard";
import type { Quest } from "~/services/platform/entities";

/**
 * `quest_list`: quests from the platform as cards (issue "Learning catalogue", SPEC §7).
 * `source` picks the platform call:
 * - `category` — fetchQuestsByCategory(category_id, languages, membership);
 * - `search` — quests by category, language, membership and `search` text;
 * - `upcoming` — quests whose next release is ahead;
 * - `recommended` — recommendedQuests(count): personal for members.
 * Published quests only, highest rating first (except upcoming: soonest first).
 */
export const questListSchema = z
  .object({
    title: optionalText,
    intro: optionalText,
    source: option(["category", "search", "upcoming", "recommended"], "category"),
    category_id: optionalText,
    languages: languagesField,
    membership: membershipField,
    search: optionalText,
    count: countField(8, 24),
    columns: option(["3", "4"], "4"),
  })
  .passthrough()
  .superRefine((blok, ctx) => {
    if (blok.source === "category" && !blok.category_id) ctx.addIssue({ code: "custom", path: ["category_id"], message: "is required when the source is a category" });
  });

export type QuestListBlok = z.infer<typeof questListSchema>;

/** What the loader gives the view. */
export interface QuestListData {
  quests: Quest[];
}

export const COLUMNS = { "3": "sm:grid-cols-2 lg:grid-cols-3", "4": "sm:grid-cols-2 lg:grid-cols-4" } as const;

export const quest_list = defineBlock(questListSchema, function QuestList({ blok }) {
  const { t } = useTranslation();
  const data = useBlockData<QuestListData>(blok._uid);
  return (
    <div {...blockProps(blok)}>
      <CatalogueSection
        data-quest-list={blok.source}
        title={blok.title}
        intro={blok.intro}
        items={data?.quests}
        empty={t("catalogue.questsEmpty")}
        columns={COLUMNS[blok.columns]}
        itemKey={(quest) => quest.id}
        renderItem={(quest) => <QuestCard quest={quest} headingLevel={blok.title ? 3 : 2} />}
      />
    </div>
  );
});
