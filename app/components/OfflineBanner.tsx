import { useSyncExternalStore } from "react";
import { useTranslation } from "~/i18n/react";

function subscribe(callback: () => void) {
  window.addEventListener("online", callback);
  window.addEventListener("offline", callback);
  return () => {
    window.removeEventListener("online", callback);
    window.removeEventListener("offline", callback);
  };
}

/** Online/offline status following the browser's events (docs/product/failures-and-limits.md); online on the server. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** A polite banner while the browser is offline. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  const { t } = useTranslation();
  if (online) return null;
  return (
    <div role="status" className="sticky top-0 z-40 bg-ink-900 px-4 py-2 text-center text-sm font-medium text-white">
      {t("status.offline")}
    </div>
  );
}
