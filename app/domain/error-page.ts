import type { ModulePreload } from "~/components/ModulePreloads";
import type { Strings } from "~/i18n/translate";
import { capReflected } from "./reflection";

/**
 * SPEC §2, §8: the 404 message, as loaders throw it (the page shows its translation,
 * `error.notFound`; the other error-page texts are `error.*` in locales/<lng>/common.json).
 */
export const NOT_FOUND_MESSAGE = "This page could not be found";

/**
 * What a loader throws (as `data(…, {status})`) or the error-page resource returns: the
 * status, an optional message, and the story `global/error-{status}` if it exists.
 * `story: null` means "looked, none exists"; a missing payload means "not looked yet".
 */
export interface ErrorPageData {
  statusCode: number;
  message?: string;
  story: { id: number; full_slug: string; content: { _uid: string; component: string } & Record<string, unknown> } | null;
  /** Browser files of the error story's block views (the document head preloads them). */
  preloads?: ModulePreload[];
  /** Interface strings of the error story's block views. */
  strings?: Strings;
  /** A form post that could not be handled: the values to send again (issue 16, point 4). */
  resubmit?: Resubmit;
}

/** The fields of a form post, as `[name, value]` pairs in their order, to be posted again. */
export interface Resubmit {
  fields: [string, string][];
}

/**
 * The values of a form post to carry back on an error page: text fields only, minus `omit`
 * (secrets such as an SSN, which no answer repeats), capped like every reflected value
 * (`capReflected`: a valid value always comes back whole, a hostile one cannot grow the page).
 */
export function resubmitOf(form: FormData, omit: ReadonlySet<string>): Resubmit {
  const fields: [string, string][] = [];
  for (const [name, value] of form) if (typeof value === "string" && !omit.has(name)) fields.push([name, value]);
  return { fields: capReflected(fields) };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The shape check of {@link ErrorPageData}. The payload is this server's own (a loader's
 * thrown data or the error-page resource), read in the browser by the root error boundary,
 * so it is checked by hand rather than with zod, which would cost every page 5 KB gzipped.
 */
function isErrorPageData(value: unknown): value is ErrorPageData {
  if (!isRecord(value)) return false;
  const { statusCode, message, story, preloads, strings, resubmit } = value;
  if (typeof statusCode !== "number" || !Number.isInteger(statusCode) || statusCode < 400 || statusCode > 599) return false;
  if (message !== undefined && typeof message !== "string") return false;
  if (story !== null) {
    if (!isRecord(story) || typeof story.id !== "number" || typeof story.full_slug !== "string" || !isRecord(story.content)) return false;
    if (typeof story.content._uid !== "string" || typeof story.content.component !== "string") return false;
  }
  if (preloads !== undefined && !(Array.isArray(preloads) && preloads.every((p) => isRecord(p) && typeof p.href === "string" && (p.views === undefined || Array.isArray(p.views))))) return false;
  if (resubmit !== undefined && !(isRecord(resubmit) && Array.isArray(resubmit.fields) && resubmit.fields.every((f) => Array.isArray(f) && f.length === 2 && typeof f[0] === "string" && typeof f[1] === "string"))) return false;
  return strings === undefined || isRecord(strings);
}

/**
 * Reads an error response's body for the error page: the full payload a loader threw, or a
 * `{ error: reason }` body (400s), which becomes the message with no story to look up.
 * Anything else (a plain string, an Error) gives `null`: the story is then fetched.
 */
export function parseErrorPageData(value: unknown, statusCode?: number): ErrorPageData | null {
  if (isErrorPageData(value)) return value;
  const reason = isRecord(value) ? value.error : undefined;
  if (typeof reason === "string" && reason !== "" && statusCode !== undefined) return { statusCode, message: reason, story: null };
  return null;
}

/** The story of an error status: `global/error-{statusCode}` for every status (SPEC §2). */
export function errorStorySlug(statusCode: number): string {
  return `global/error-${statusCode}`;
}

/**
 * The story used when `global/error-{statusCode}` does not exist (issue 19): the 500 story
 * for a 5xx, the 404 story for another 4xx; `null` for 404 and 500 themselves.
 */
export function errorStoryFallback(statusCode: number): string | null {
  if (statusCode === 404 || statusCode === 500) return null;
  return statusCode >= 500 ? "global/error-500" : "global/error-404";
}
