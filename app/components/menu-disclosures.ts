import { isPlainClick } from "./plain-click";

/**
 * Menus built on native `<details>` (marked `data-menu`: the header's phone menu and dropdowns,
 * the language switcher, the account menu) close the way menus do, which `<details>` alone
 * does not:
 * - **Escape** closes the innermost open menu holding focus and returns focus to its summary
 *   (with focus elsewhere, every open menu closes);
 * - a **press** or **focus** outside a menu closes it (opening another dropdown closes the
 *   first; tabbing past the last item closes it);
 * - **following a link** in a menu closes every menu, so a client-side navigation does not
 *   leave the menu open over the next page.
 * Plain DOM on the server's HTML: it works before the header hydrates (docs/decisions/0052)
 * and needs no React state. Accordions are `<details>` without the mark and are left alone.
 */
const MENU_SELECTOR = "details[data-menu]";

/** Props that mark a `<details>` as a menu. */
export const MENU_PROPS = { "data-menu": "" } as const;

function openMenus(root: Document): HTMLDetailsElement[] {
  return [...root.querySelectorAll<HTMLDetailsElement>(`${MENU_SELECTOR}[open]`)];
}

/** Closes every open menu, but those holding `inside` (an event's target), if given. */
function closeMenus(root: Document, inside?: EventTarget | null) {
  for (const menu of openMenus(root)) if (!(inside instanceof Node && menu.contains(inside))) menu.open = false;
}

/** Listens on `root` (the document); returns a function that stops listening. */
export function installMenuDismissal(root: Document = document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || event.defaultPrevented) return;
    // Document order: an outer menu comes before the menus inside it, so the last holder is the innermost.
    const holder = openMenus(root)
      .filter((menu) => menu.contains(root.activeElement))
      .pop();
    if (!holder) return closeMenus(root);
    holder.open = false;
    holder.querySelector("summary")?.focus();
  };
  const onPointerDown = (event: PointerEvent) => closeMenus(root, event.target);
  const onFocusIn = (event: FocusEvent) => closeMenus(root, event.target);
  const onClick = (event: MouseEvent) => {
    if (!isPlainClick(event) || !(event.target instanceof Element)) return;
    const link = event.target.closest("a[href]");
    if (link?.closest(MENU_SELECTOR)) closeMenus(root);
  };
  root.addEventListener("keydown", onKeyDown);
  root.addEventListener("pointerdown", onPointerDown);
  root.addEventListener("focusin", onFocusIn);
  root.addEventListener("click", onClick);
  return () => {
    root.removeEventListener("keydown", onKeyDown);
    root.removeEventListener("pointerdown", onPointerDown);
    root.removeEventListener("focusin", onFocusIn);
    root.removeEventListener("click", onClick);
  };
}
