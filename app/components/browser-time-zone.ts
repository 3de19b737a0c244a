let zone: string | null = null;
const listeners = new Set<(zone: string) => void>();

/**
 * The browser's IANA time zone ("Europe/Berlin"; "UTC" when it names none), looked up once per
 * page load and then handed to every {@link onBrowserTimeZone} listener. The lookup is usually
 * the page's first `Intl` date format, which initialises the browser's date formatting: ~30 ms
 * of main thread on a phone, so callers do it when a time is about to be seen or
 * the visitor acts, not during hydration.
 */
export function browserTimeZone(): string {
  if (zone === null) {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
    for (const listener of listeners) listener(zone);
  }
  return zone;
}

/** Calls `listener` with the browser's zone once it was looked up (at once if it was). Returns the unsubscribe. */
export function onBrowserTimeZone(listener: (zone: string) => void): () => void {
  if (zone !== null) listener(zone);
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
