import { useTranslation } from "~/i18n/react";
import { CatalogueSection } from "~/components/catalogue/CatalogueSection";
import { QuestCard } from "~/components/catalogue/QuestCard";
import { useBlockData } from "../../block-kit/block-data";
import { blockProps } from "../../block-kit/block-props";
import { CATALOGUE_COLUMNS } from "../../block-kit/catalogue-columns";
import type { BlockViewProps } from "../../block-kit/types";
import type loader from "./loader.server";
import type { schema } from "./schema";

/** `quest_list`: quests from the platform as cards (docs/product/learning-catalogue.md). */
export default function QuestList({ blok }: BlockViewProps<typeof schema>) {
  const { t } = useTranslation();
  const data = useBlockData<typeof loader>(blok);
  return (
    <div {...blockProps(blok)}>
      <CatalogueSection
        data-quest-list={blok.source}
        title={blok.title}
        intro={blok.intro}
        items={data?.quests}
        empty={t("catalogue.questsEmpty")}
        columns={CATALOGUE_COLUMNS[blok.columns]}
        itemKey={(quest) => quest.id}
        renderItem={(quest) => <QuestCard quest={quest} headingLevel={blok.title ? 3 : 2} />}
      />
    </div>
  );
}

/** Cards of links, no state of its own: a first visit gets it as HTML (docs/decisions/0019). */
export const staticTag = "div";

/** Interface-string groups this view and the components it renders translate from. */
export const strings = ["catalogue"];
