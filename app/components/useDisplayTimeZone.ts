import { useCallback, useEffect, useRef, useState } from "react";
import { browserTimeZone, onBrowserTimeZone } from "./browser-time-zone";

/** How far below the viewport a time starts counting as about to be seen (CSS margin). */
const AHEAD = "300px";

/**
 * The zone to show times in: the server's guess (the `tz` client hint, UTC until known) for
 * the first render, so hydration matches the HTML; then the browser's own zone, looked up
 * (`browser-time-zone.ts`) when the element given to the returned ref comes near the
 * viewport, or earlier if the page looked it up for another reason (the visitor acted).
 * A form far down the page hydrates without the ~30 ms lookup (issue 15).
 * @returns the zone and a callback ref for the element that shows the times.
 */
export function useDisplayTimeZone(serverZone: string): [zone: string, ref: (element: Element | null) => void] {
  const [zone, setZone] = useState(serverZone);
  useEffect(() => onBrowserTimeZone((browser) => setZone(browser)), [serverZone]);
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
