import { createElement, useLayoutEffect, useRef, useState } from "react";
import { useSiteLinkClick } from "~/components/site-link-click";
import type { StaticBlok } from "./types";

/** Elements static bloks hydrated, by `_uid`: a stub mounted again copies what they hold. */
const hydrated = new Map<string, Element>();

/** Focuses the link to `href` when the focus fell back to the page (its element was replaced). */
function refocus(href: string) {
  if (document.activeElement && document.activeElement !== document.body) return;
  document.querySelector<HTMLElement>(`a[href="${CSS.escape(href)}"]`)?.focus({ preventScroll: true });
}

/**
 * A static blok's stand-in in the browser (docs/decisions/0019): hydrates the element the
 * server rendered without touching what is inside it (`dangerouslySetInnerHTML` of nothing is
 * never written during hydration), so the blok's view code and data need not be downloaded.
 * Links inside navigate client-side, and a link that updated the page in place keeps the
 * keyboard focus. Should the stub mount again outside hydration, it shows the HTML it adopted
 * the first time.
 */
export function StaticHtml({ blok }: { blok: StaticBlok }) {
  const onClick = useSiteLinkClick();
  const ref = useRef<HTMLElement>(null);
  const [html] = useState(() => ({ __html: hydrated.get(blok._uid)?.innerHTML ?? "" }));
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && !hydrated.has(blok._uid)) hydrated.set(blok._uid, element);
    // Replaced by its full view after an in-place navigation (a link that keeps the scroll, such
    // as the membership period switch), the stub takes the keyboard focus with it: give it to the
    // same link in the new HTML.
    return () => {
      const focused = element?.contains(document.activeElement) ? document.activeElement : null;
      const href = focused?.hasAttribute("data-prevent-scroll-reset") ? focused.getAttribute("href") : null;
      if (href) requestAnimationFrame(() => refocus(href));
    };
  }, [blok._uid]);
  return createElement(blok._static, { ref, onClick, dangerouslySetInnerHTML: html, suppressHydrationWarning: true });
}
