import { useTranslation } from "~/i18n/react";
import { CatalogueSection } from "~/components/catalogue/CatalogueSection";
import { ProgramCard } from "~/components/catalogue/ProgramCard";
import { useBlockData } from "../../block-kit/block-data";
import { blockProps } from "../../block-kit/block-props";
import type { BlockViewProps } from "../../block-kit/types";
import type loader from "./loader.server";
import type { schema } from "./schema";

/**
 * `program_list`: programs from the platform as cards. `scope` `all_access` uses
 * fetchAllAccessPrograms(language) (docs/product/learning-catalogue.md); `all` lists every program in the language.
 * `language` is a content language code (default en).
 */
export default function ProgramList({ blok }: BlockViewProps<typeof schema>) {
  const { t } = useTranslation();
  const data = useBlockData<typeof loader>(blok);
  return (
    <div {...blockProps(blok)}>
      <CatalogueSection
        data-program-list={blok.scope}
        title={blok.title}
        intro={blok.intro}
        items={data?.programs}
        empty={t("catalogue.programsEmpty")}
        columns="md:grid-cols-2 lg:grid-cols-3"
        itemKey={(program) => program.id}
        renderItem={(program) => <ProgramCard program={program} headingLevel={blok.title ? 3 : 2} />}
      />
    </div>
  );
}

/** Cards of links, no state of its own: a first visit gets it as HTML (docs/decisions/0019). */
export const staticTag = "div";

/** Interface-string groups this view and the components it renders translate from. */
export const strings = ["catalogue"];
