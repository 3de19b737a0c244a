import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { usePageContext } from "~/components/page-context";
import { useOnlineStatus } from "./OfflineBanner";
import { useInFlightCount } from "./ProgressBar";

/** The client state support may inspect with `?debug=true` (nothing secret in it). */
export interface DebugState {
  lang: string;
  preview: boolean;
  path: string;
  online: boolean;
  inFlight: number;
}

declare global {
  interface Window {
    __BRIGHTPATH__?: { state: DebugState };
  }
}

const DEBUG_KEY = "brightpath-debug";

/**
 * `?debug=true` (docs/product/analytics-and-consent.md): verbose client logging and the client state on
 * `window.__BRIGHTPATH__` for the rest of the tab's session; `?debug=false` turns it off.
 */
export function DebugMode() {
  const { search, pathname } = useLocation();
  const { lang, preview } = usePageContext();
  const online = useOnlineStatus();
  const inFlight = useInFlightCount();
  useEffect(() => {
    const flag = new URLSearchParams(search).get("debug");
    if (flag === "true") sessionStorage.setItem(DEBUG_KEY, "1");
    if (flag === "false") sessionStorage.removeItem(DEBUG_KEY);
    if (sessionStorage.getItem(DEBUG_KEY) !== "1") {
      delete window.__BRIGHTPATH__;
      return;
    }
    const state: DebugState = { lang, preview, path: pathname, online, inFlight };
    window.__BRIGHTPATH__ = { state };
    console.debug("[brightpath]", state);
  }, [search, pathname, lang, preview, online, inFlight]);
  return null;
}
