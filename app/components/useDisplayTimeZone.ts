import { useEffect, useState } from "react";

/**
 * The zone to show times in: the server's guess (the `tz` client hint, UTC until known) for
 * the first render, so hydration matches the HTML; then the browser's own zone.
 */
export function useDisplayTimeZone(serverZone: string): string {
  const [zone, setZone] = useState(serverZone);
  useEffect(() => {
    const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (browser && browser !== serverZone) setZone(browser);
  }, [serverZone]);
  return zone;
}
