import { useTranslation } from "~/i18n/react";
import { usePageContext } from "~/components/page-context";
import { BlokView } from "../../block-kit/BlokView";
import { blockProps } from "../../block-kit/block-props";
import type { BlockViewProps } from "../../block-kit/types";
import type { schema } from "./schema";

/** A resolved template renders one `<div>` of static bloks (docs/decisions/0019); a bare uuid is not static. */
export const staticTag = (blok: BlockViewProps<typeof schema>["blok"]) => (typeof blok.template === "string" ? null : "div");

/**
 * `include`: renders the content of another story (a reusable template), chosen in its
 * `template` field and resolved by `resolve_relations=include.template`. An unresolved
 * relation (a bare uuid) renders nothing, with a warning in preview.
 */
export default function Include({ blok }: BlockViewProps<typeof schema>) {
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
}
