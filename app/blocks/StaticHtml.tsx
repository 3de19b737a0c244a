import { createElement, useLayoutEffect, useRef, useState } from "react";
import { useSiteLinkClick } from "~/components/site-link-click";
import type { StaticBlok } from "./types";

/** Elements static bloks hydrated, by `_uid`: a stub mounted again copies what they hold. */
const hydrated = new Map<string, Element>();

/**
 * A static blok's stand-in in the browser (docs/decisions/0019): hydrates the element the
 * server rendered without touching what is inside it (`dangerouslySetInnerHTML` of nothing is
 * never written during hydration), so the blok's view code and data need not be downloaded.
 * Links inside navigate client-side. Should the stub mount again outside hydration, it shows
 * the HTML it adopted the first time.
 */
export function StaticHtml({ blok }: { blok: StaticBlok }) {
  const onClick = useSiteLinkClick();
  const ref = useRef<HTMLElement>(null);
  const [html] = useState(() => ({ __html: hydrated.get(blok._uid)?.innerHTML ?? "" }));
  useLayoutEffect(() => {
    if (ref.current && !hydrated.has(blok._uid)) hydrated.set(blok._uid, ref.current);
  }, [blok._uid]);
  return createElement(blok._static, { ref, onClick, dangerouslySetInnerHTML: html, suppressHydrationWarning: true });
}
