import { trackingParams } from "~/domain/routing/page-query";

/**
 * Ad and campaign tags of a visit, kept in the browser: pages are the same for every visitor
 * (domain/routing/page-query.ts), so the tags a visitor landed with live here, not in the HTML.
 *
 * - The visit's landing tags: sessionStorage, written on the first page that carries any, before
 *   any consent (it leaves the tab only with a form the visitor sends, as the URL would).
 * - The first touch: localStorage, written once consent was given, never overwritten; pushed to
 *   the tag manager's data layer as `first_touch`.
 */

/** Tags of one landing: the page (path and query) and its tracking parameters. */
export interface LandingTags {
  page: string;
  tags: Record<string, string>;
  /** When the visitor landed (ISO 8601). */
  at: string;
}

const VISIT_KEY = "bp:landing";
const FIRST_TOUCH_KEY = "bp:first-touch";

function read(storage: Storage, key: string): LandingTags | null {
  try {
    const value = JSON.parse(storage.getItem(key) ?? "null") as unknown;
    if (!value || typeof value !== "object" || typeof (value as LandingTags).page !== "string") return null;
    const tags = (value as LandingTags).tags;
    if (!tags || typeof tags !== "object" || Object.values(tags).some((v) => typeof v !== "string")) return null;
    return value as LandingTags;
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: LandingTags): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused (private mode): attribution is best effort.
  }
}

/** Keeps the tags of `location` (built-in ones and `extra` names) as this visit's landing tags, unless the visit already has some. */
export function rememberLandingTags(location: Pick<Location, "pathname" | "search">, extra: readonly string[] = []): void {
  const tags = trackingParams(location.search, extra);
  if (Object.keys(tags).length === 0 || read(sessionStorage, VISIT_KEY)) return;
  write(sessionStorage, VISIT_KEY, { page: location.pathname + location.search, tags, at: new Date().toISOString() });
}

/** This visit's landing tags, or null. */
export function visitLandingTags(): LandingTags | null {
  return read(sessionStorage, VISIT_KEY);
}

/**
 * The visitor's first touch: stored from this visit's landing tags the first time consent is
 * given (and never replaced), then read. Null when no visit of this browser carried tags.
 */
export function keepFirstTouch(): LandingTags | null {
  const stored = read(localStorage, FIRST_TOUCH_KEY);
  if (stored) return stored;
  const visit = visitLandingTags();
  if (visit) write(localStorage, FIRST_TOUCH_KEY, visit);
  return visit;
}

/** The campaign tags of this visit for a form: the address's own `utm_*` tags, else the visit's landing tags. */
export function campaignTags(search: string): Record<string, string> {
  const here = trackingParams(search);
  return Object.keys(here).some((name) => name.startsWith("utm_")) ? here : (visitLandingTags()?.tags ?? {});
}
