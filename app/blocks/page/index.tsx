import { useRef } from "react";
import type { BlockViewProps } from "../types";
import type { schema } from "./schema";
import { BlokView } from "../BlokView";
import { blockProps } from "../block-props";
import { DeferredBlok, useDeferredHydration } from "../deferred-hydration";
import { ABOVE_THE_FOLD_BLOKS, BelowTheFold } from "~/components/below-the-fold";

/** Renders one `<div>` and nothing interactive: sent as static HTML (docs/decisions/0019). */
export const staticTag = "div";

/** Bloks before this index hydrate with the page; the others when needed (docs/decisions/0021). */
const HYDRATED_WITH_PAGE = ABOVE_THE_FOLD_BLOKS;

/** `page`: the root blok of a story; renders its body. */
export default function Page({ blok }: BlockViewProps<typeof schema>) {
  const ref = useRef<HTMLDivElement>(null);
  const body = blok.body ?? [];
  useDeferredHydration(ref, body.slice(HYDRATED_WITH_PAGE).map((child) => child._uid));
  return (
    <div {...blockProps(blok)} ref={ref}>
      {body.map((child, index) =>
        index < HYDRATED_WITH_PAGE ? (
          <BlokView key={child._uid} blok={child} />
        ) : (
          // Below the fold: no priority images (components/below-the-fold.ts).
          <BelowTheFold.Provider key={child._uid} value={true}>
            <DeferredBlok uid={child._uid}>
              <BlokView blok={child} />
            </DeferredBlok>
          </BelowTheFold.Provider>
        ),
      )}
    </div>
  );
}
