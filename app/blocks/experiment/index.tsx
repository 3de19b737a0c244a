import { useTranslation } from "~/i18n/react";
import { usePageContext } from "~/components/page-context";
import { BlokView } from "../../block-kit/BlokView";
import { blockProps } from "../../block-kit/block-props";
import type { SelectedExperiment } from "../../block-kit/experiments";
import type { BlockViewProps } from "../../block-kit/types";
import type { schema } from "./schema";

/** One `<div>` and nothing interactive: static HTML (docs/decisions/0019). */
export const staticTag = "div";

type ExperimentProps = BlockViewProps<typeof schema>["blok"] & Partial<SelectedExperiment>;

/**
 * `experiment`: the variant the server chose for this visitor (block-kit/experiments.ts),
 * inside a wrapper that names the experiment and the variant (`data-experiment`,
 * `data-variant`) and, while it runs, every variant with its weight (`data-arms`), from which
 * the browser assigns consented visitors and reports what they were shown
 * (analytics/experiments.client.ts). In the visual editor every variant is shown, labelled,
 * as the editor changes it.
 */
export default function Experiment({ blok }: { blok: ExperimentProps }) {
  const { preview } = usePageContext();
  const { t } = useTranslation();
  // Content the visual editor changes live reaches the view unselected: its labels come from the variants.
  const arms = blok.arms ?? blok.variants.map((variant) => ({ id: "", name: String(variant.name ?? ""), weight: Number(variant.weight) || 0 }));
  const shown = arms.find((arm) => arm.id === blok.shown) ?? arms[0];
  const running = blok.status === "running";
  const experiment = blok.name ?? blok.key;
  const total = arms.reduce((sum, arm) => sum + arm.weight, 0);
  return (
    <div
      {...blockProps(blok)}
      data-experiment={blok.key}
      data-variant={shown?.name}
      data-experiment-name={running && !preview ? experiment : undefined}
      data-arms={running && !preview ? JSON.stringify(arms) : undefined}
      className={preview ? "space-y-4 py-4" : "contents"}
    >
      {preview
        ? blok.variants.map((variant, index) => {
            const arm = arms[index];
            const share = arm && total > 0 ? Math.round((arm.weight / total) * 100) : 0;
            return (
              <section key={variant._uid} aria-label={arm?.name} className="rounded-lg border-2 border-dashed border-violet-400">
                <p className="bg-violet-50 px-4 py-2 text-sm font-medium text-violet-900">
                  {t("preview.experimentVariant", { experiment, variant: arm?.name ?? "", share, status: t(`preview.experimentStatus.${blok.status}`) })}
                </p>
                <BlokView blok={variant} />
              </section>
            );
          })
        : blok.variants[0] && <BlokView blok={blok.variants[0]} />}
    </div>
  );
}
