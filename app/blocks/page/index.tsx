import { Suspense, type ReactNode } from "react";
import type { BlockViewProps } from "../../block-kit/types";
import type { schema } from "./schema";
import { BlokView } from "../../block-kit/BlokView";
import { blockProps } from "../../block-kit/block-props";
import { ABOVE_THE_FOLD_BLOKS, BelowTheFold } from "~/components/below-the-fold";
import { usePageContext } from "~/components/page-context";

/** Renders one `<div>` and nothing interactive: sent as static HTML (docs/decisions/0019). */
export const staticTag = "div";

/**
 * A blok below the first screen: its own `<Suspense>` boundary, so React 18 hydrates it in a
 * pass of its own after the first screen (selective hydration), and at once when an event
 * starts inside it. In preview it is the blok alone: the visual editor updates every block
 * live, and an update that meets a boundary not yet hydrated would render it anew.
 */
function FarBlok({ children }: { children: ReactNode }) {
  const { preview } = usePageContext();
  return <BelowTheFold.Provider value={true}>{preview ? children : <Suspense fallback={null}>{children}</Suspense>}</BelowTheFold.Provider>;
}

/** `page`: the root blok of a story; renders its body. */
export default function Page({ blok }: BlockViewProps<typeof schema>) {
  const body = blok.body ?? [];
  return (
    <div {...blockProps(blok)}>
      {body.map((child, index) =>
        index < ABOVE_THE_FOLD_BLOKS ? (
          <BlokView key={child._uid} blok={child} />
        ) : (
          <FarBlok key={child._uid}>
            <BlokView blok={child} />
          </FarBlok>
        ),
      )}
    </div>
  );
}
