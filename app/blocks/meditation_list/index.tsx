import { useTranslation } from "~/i18n/react";
import { CatalogueSection } from "~/components/catalogue/CatalogueSection";
import { MeditationCard } from "~/components/catalogue/MeditationCard";
import { useBlockData } from "../../block-kit/block-data";
import { blockProps } from "../../block-kit/block-props";
import { linkOf } from "../../block-kit/link-field";
import type { BlockViewProps } from "../../block-kit/types";
import type loader from "./loader.server";
import type { schema } from "./schema";

/**
 * `meditation_list`: recommendedMeditations for one duration bucket (docs/product/learning-catalogue.md):
 * `less_than_5_mins`, `less_than_20_mins` or `greater_than_20_mins`; the cards link to
 * `meditation_link` when it is set.
 */
export default function MeditationList({ blok }: BlockViewProps<typeof schema>) {
  const { t } = useTranslation();
  const data = useBlockData<typeof loader>(blok);
  const link = linkOf(blok.meditation_link);
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
        renderItem={(meditation) => <MeditationCard meditation={meditation} headingLevel={blok.title ? 3 : 2} link={link} />}
      />
    </div>
  );
}

/** Cards of links, no state of its own: a first visit gets it as HTML (docs/decisions/0019). */
export const staticTag = "div";

/** Interface-string groups this view and the components it renders translate from. */
export const strings = ["catalogue"];
