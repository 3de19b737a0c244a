import { createContext, useContext } from "react";

/**
 * True inside a block that starts below the first screen (the page's bloks after its first two,
 * docs/decisions/0032). An image there is never a priority image, whatever its blok says: only
 * the first screen's images load eagerly and with high fetch priority.
 */
export const BelowTheFold = createContext(false);

/** How many of a page's bloks make its first screen. */
export const ABOVE_THE_FOLD_BLOKS = 2;

/** Whether an image asked to be `priority` gets it here (false below the fold). */
export function usePriority(priority: boolean): boolean {
  const belowTheFold = useContext(BelowTheFold);
  return priority && !belowTheFold;
}
