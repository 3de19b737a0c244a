import { useLocation, useMatches } from "@remix-run/react";
import { useState } from "react";
import { UNSAFE_useScrollRestoration as useScrollRestoration, type GetScrollRestorationKeyFunction } from "react-router-dom";

/**
 * Scroll restoration as Remix's `<ScrollRestoration>` does it (react-router's hook saves each
 * history entry's position in `sessionStorage["positions"]`, keyed by the entry's key, and
 * restores it on back, forward and reload), with a cheaper start (issue 15):
 *
 * Remix's inline script gives a fresh history entry its key with `history.replaceState` and
 * then reads `sessionStorage`, both synchronous calls to the browser process (1–16 ms each on
 * this machine), in the middle of parsing the page; and the router then calls `replaceState`
 * again to add its index. Here the inline script reads `sessionStorage` only when there can be
 * something to restore (the entry already has a key: a reload, back or forward; or `getKey`
 * names a key of its own), and `keyHistoryEntry` gives a fresh entry its key and the router's
 * index in one `replaceState`, just before hydration (the router then leaves the entry alone).
 */

/** `sessionStorage` key of the saved positions (react-router's, which Remix uses too). */
const STORAGE_KEY = "positions";

/** Saved position lookup; `k` the storage key, `r` a restore key from `getKey` (or null). */
const RESTORE = `(function(k,r){var s=history.state;if(!r&&!(s&&s.key))return;try{var y=JSON.parse(sessionStorage.getItem(k)||"{}")[r||s.key];if(typeof y==="number")scrollTo(0,y)}catch(e){sessionStorage.removeItem(k)}})`;

/**
 * Gives a history entry without a key (a page opened fresh) its key and index 0, as the
 * router would (`@remix-run/router`'s browser history), in one `replaceState`. Call once,
 * before hydration creates the router.
 */
export function keyHistoryEntry(): void {
  const state = window.history.state as { key?: unknown; idx?: unknown } | null;
  if (state?.key) return;
  window.history.replaceState({ ...state, key: Math.random().toString(36).slice(2, 10), idx: state?.idx ?? 0 }, "");
}

/** Restores scroll positions across navigations; renders the inline restore for reloads (see above). */
export function ScrollRestoration({ nonce, getKey }: { nonce?: string; getKey?: GetScrollRestorationKeyFunction }) {
  const location = useLocation();
  const matches = useMatches();
  useScrollRestoration({ getKey, storageKey: STORAGE_KEY });
  // A key of getKey's own (not the entry key, which the server does not know) is sent with the
  // page. Computed on the first render only: the inline script runs once, on the server's HTML.
  const [restoreKey] = useState(() => {
    const key = getKey?.(location, matches);
    return key && key !== location.key ? key : null;
  });
  const args = [STORAGE_KEY, restoreKey].map((value) => JSON.stringify(value).replace(/</g, "\\u003c")).join(",");
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: `${RESTORE}(${args})` }} />;
}
