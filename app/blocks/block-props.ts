import { storyblokEditable } from "@storyblok/js";
import type { BlokBase } from "./types";

/**
 * Attributes for a block's root element: `data-block="<component>"` (tests, analytics) and,
 * when the blok carries the visual editor's `_editable` marker (draft content, verified
 * preview only), the editor's `data-blok-c` / `data-blok-uid`.
 */
export function blockProps(blok: BlokBase): Record<string, string> {
  return { "data-block": blok.component, ...(storyblokEditable(blok) as Record<string, string>) };
}
