import { z } from "zod";
import { defineBlock } from "../types";
import { blokRef } from "../schema";
import { BlokView, blockProps } from "../BlokView";
import { usePageContext } from "../context";
import { useTranslation } from "react-i18next";

/**
 * `include`: renders the content of another story (a reusable template), chosen in its
 * `template` field and resolved by `resolve_relations=include.template`. An unresolved
 * relation (a bare uuid) renders nothing, with a warning in preview.
 */
export const include = defineBlock(
  z
    .object({
      template: z.union([
        z.object({ uuid: z.string(), full_slug: z.string().optional(), content: blokRef }).passthrough(),
        z.string(),
      ]),
    })
    .passthrough(),
  function Include({ blok }) {
    const { preview } = usePageContext();
    const { t } = useTranslation();
    if (typeof blok.template === "string") {
      return preview ? (
        <p role="note" className="rounded border-2 border-dashed border-amber-500 bg-amber-50 p-4 text-sm text-amber-900">
          {t("preview.unresolvedInclude", { uuid: blok.template })}
        </p>
      ) : null;
    }
    return (
      <div {...blockProps(blok)}>
        <BlokView blok={blok.template.content} />
      </div>
    );
  },
);
