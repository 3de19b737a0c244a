import type { BlokBase } from "./types";

/**
 * Attributes for a block's root element: `data-block="<component>"` (tests, analytics) and,
 * when the blok carries the visual editor's `_editable` marker (draft content, verified
 * preview only), the editor's `data-blok-c` / `data-blok-uid` — the attributes
 * `storyblokEditable` of @storyblok/js writes, derived the same way here because importing
 * that SDK would put its API client (6 KB gzipped) on every public page.
 */
export function blockProps(blok: BlokBase): Record<string, string> {
  const props: Record<string, string> = { "data-block": blok.component };
  if (typeof blok._editable !== "string") return props;
  try {
    const marker = JSON.parse(blok._editable.replace(/^<!--#storyblok#/, "").replace(/-->$/, "")) as { id?: unknown; uid?: unknown } | null;
    if (marker) {
      props["data-blok-c"] = JSON.stringify(marker);
      props["data-blok-uid"] = `${String(marker.id)}-${String(marker.uid)}`;
    }
  } catch {
    // A malformed marker costs the editor's click-to-edit on this blok only.
  }
  return props;
}
