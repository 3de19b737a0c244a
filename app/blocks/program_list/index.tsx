import { useTranslation } from "react-i18next";
import { z } from "zod";
import { defineBlock } from "../types";
import { option, optionalText } from "../schema";
import { blockProps } from "../BlokView";
import { useBlockData } from "../context";
import { countField } from "../catalogue-fields";
import { CatalogueSection } from "~/components/catalogue/CatalogueSection";
import { ProgramCard } from "~/components/catalogue/ProgramCard";
import type { Program } from "~/services/platform/entities";

/**
 * `program_list`: programs from the platform as cards. `scope` `all_access` uses
 * fetchAllAccessPrograms(language) (SPEC §7); `all` lists every program in the language.
 * `language` is a content language code (default en).
 */
export const programListSchema = z
  .object({
    title: optionalText,
    intro: optionalText,
    scope: option(["all", "all_access"], "all"),
    language: z
      .string()
      .optional()
      .transform((v) => (v ? v.trim().toLowerCase() : "en"))
      .pipe(z.string().regex(/^[a-z]{2}$/, "must be a two-letter language code such as en")),
    count: countField(6, 12),
  })
  .passthrough();

export interface ProgramListData {
  programs: Program[];
}

export const program_list = defineBlock(programListSchema, function ProgramList({ blok }) {
  const { t } = useTranslation();
  const data = useBlockData<ProgramListData>(blok._uid);
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
});
