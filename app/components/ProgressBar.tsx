import { useFetchers, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { FETCH_DISPLAY_DELAY_MS } from "~/domain/delivery/client-timing";

/** Number of navigations and fetches in flight (the client state of docs/product/analytics-and-consent.md#debugging-in-the-browser). */
export function useInFlightCount(): number {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  return (navigation.state === "idle" ? 0 : 1) + fetchers.filter((f) => f.state !== "idle").length;
}

/**
 * A slim bar at the top of the page while navigations or fetches are in flight; it appears
 * only after {@link FETCH_DISPLAY_DELAY_MS}, so fast transitions show nothing (docs/product/failures-and-limits.md#timing-rules-in-the-browser).
 */
export function ProgressBar() {
  const busy = useInFlightCount() > 0;
  const [visible, setVisible] = useState(false);
  const { t } = useTranslation();
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), FETCH_DISPLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!visible) return null;
  return (
    <div
      role="progressbar"
      aria-label={t("status.loading")}
      aria-busy="true"
      data-testid="progress-bar"
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-100"
    >
      <div className="h-full w-1/3 animate-[progress_1.2s_ease-in-out_infinite] bg-brand-600" />
    </div>
  );
}
