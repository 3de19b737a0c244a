import { useEffect, useState } from "react";

let asked: Promise<string | null> | null = null;

/** The visitor's country (alpha-2) from `/api/visitor-country`, asked once per page load; null when unknown or failed. */
function visitorCountry(): Promise<string | null> {
  asked ??= fetch("/api/visitor-country", { headers: { Accept: "application/json" } })
    .then((response) => (response.ok ? (response.json() as Promise<{ country?: unknown }>) : { country: null }))
    .then(({ country }) => (typeof country === "string" && /^[A-Z]{2}$/.test(country) ? country : null))
    .catch(() => null);
  return asked;
}

/**
 * After hydration, preselects the visitor's country in the select `selectId` (docs/product/sales-and-orders.md: from the
 * location of their IP), unless the visitor or the form's answer chose already (the select no
 * longer holds `initial`) or the list lacks it. The server renders `initial` (the blok's
 * default), so the page is the same for everyone; without JavaScript the default stays.
 */
export function usePreselectVisitorCountry(selectId: string, initial: string | undefined, enabled: boolean): void {
  const [country, setCountry] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void visitorCountry().then((found) => live && setCountry(found));
    return () => {
      live = false;
    };
  }, [enabled]);
  useEffect(() => {
    if (!country) return;
    const select = document.getElementById(selectId);
    if (!(select instanceof HTMLSelectElement) || select.value !== (initial ?? "")) return;
    if ([...select.options].some((option) => option.value === country)) select.value = country;
  }, [country, selectId, initial]);
}
