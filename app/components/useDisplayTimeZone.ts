import { useCallback, useEffect, useRef, useState } from "react";
import { browserTimeZone, onBrowserTimeZone } from "./browser-time-zone";

/** How far below the viewport a time starts counting as about to be seen (CSS margin). */
const AHEAD = "300px";

/**
 * The browser's own zone once it was looked up (`browser-time-zone.ts`), else undefined (on the
 * server and while hydrating). The lookup happens when the element given to the returned ref
 * comes near the viewport, or earlier if the page looked it up for another reason (the visitor
 * acted): a block far down the page hydrates without the ~30 ms lookup.
 * @returns the zone and a callback ref for the element that shows the times.
 */
export function useBrowserTimeZone(): [zone: string | undefined, ref: (element: Element | null) => void] {
  const [zone, setZone] = useState<string>();
  useEffect(() => onBrowserTimeZone(setZone), []);
  const watching = useRef<IntersectionObserver | null>(null);
  const ref = useCallback((element: Element | null) => {
    watching.current?.disconnect();
    watching.current = null;
    if (!element) return;
    if (typeof IntersectionObserver === "undefined") return void browserTimeZone();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        browserTimeZone();
      },
      { rootMargin: `0px 0px ${AHEAD} 0px` },
    );
    observer.observe(element);
    watching.current = observer;
  }, []);
  return [zone, ref];
}

/**
 * The zone to show times in: the server's guess (the `tz` client hint, UTC until known) for
 * the first render, so hydration matches the HTML; then the browser's own zone
 * ({@link useBrowserTimeZone}, which says when it is looked up).
 * @returns the zone and a callback ref for the element that shows the times.
 */
export function useDisplayTimeZone(serverZone: string): [zone: string, ref: (element: Element | null) => void] {
  const [browser, ref] = useBrowserTimeZone();
  return [browser ?? serverZone, ref];
}

/**
 * Text about a time: `sent` (what the loader formatted in the server's zone) on the server and
 * while hydrating, then `format(zone)` once the browser's own zone is looked up
 * ({@link useBrowserTimeZone}). The page hydrates without a zoned `Intl` format, which costs
 * 15–30 ms of main thread the first time.
 * @returns the text and a callback ref for the element that shows it.
 */
export function useZonedText<T>(sent: T, format: (zone: string) => T): [text: T, ref: (element: Element | null) => void] {
  const [browser, ref] = useBrowserTimeZone();
  return [browser ? format(browser) : sent, ref];
}
