import { useTranslation } from "~/i18n/react";
import { CatalogueSection } from "~/components/catalogue/CatalogueSection";
import { TrainerCard } from "~/components/catalogue/TrainerCard";
import { useBlockData } from "../../block-kit/block-data";
import { blockProps } from "../../block-kit/block-props";
import { CATALOGUE_COLUMNS } from "../../block-kit/catalogue-columns";
import type { BlockViewProps } from "../../block-kit/types";
import type loader from "./loader.server";
import type { schema } from "./schema";

/** `trainer_list`: trainers (platform authors) as cards linking to `/trainers/{slug}`. */
export default function TrainerList({ blok }: BlockViewProps<typeof schema>) {
  const { t } = useTranslation();
  const data = useBlockData<typeof loader>(blok);
  return (
    <div {...blockProps(blok)}>
      <CatalogueSection
        data-trainer-list=""
        title={blok.title}
        intro={blok.intro}
        items={data?.authors}
        empty={t("catalogue.trainersEmpty")}
        columns={CATALOGUE_COLUMNS[blok.columns]}
        itemKey={(author) => author.id}
        renderItem={(author) => <TrainerCard author={author} headingLevel={blok.title ? 3 : 2} />}
      />
    </div>
  );
}

/** Cards of links, no state of its own: a first visit gets it as HTML (docs/decisions/0019). */
export const staticTag = "div";

/** Interface-string groups this view and the components it renders translate from. */
export const strings = ["catalogue"];
