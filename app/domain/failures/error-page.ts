import type { ModulePreload } from "../delivery/module-preload";
import type { Strings } from "~/i18n/translate";
import { capReflected } from "../forms/reflection";

/**
 * The 404 message (docs/product/failures-and-limits.md), as loaders throw it (the page shows its translation,
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
  /** A form post that could not be handled: the values to send again. */
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

/**
 * The message an error response's body carries, for the document title (root `meta`): a
 * loader's payload's `message`, or the reason of a `{ error: reason }` body (400s). The same
 * message the error page shows for its own server's payloads (`parseErrorPageData` in
 * `error-page-data.ts`, which checks the whole shape and loads with the error page's code).
 */
export function errorMessageOf(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const { message, error } = value as { message?: unknown; error?: unknown };
  if ("statusCode" in value) return typeof message === "string" ? message : undefined;
  return typeof error === "string" && error !== "" ? error : undefined;
}

/** The story of an error status: `global/error-{statusCode}` for every status (docs/product/failures-and-limits.md). */
export function errorStorySlug(statusCode: number): string {
  return `global/error-${statusCode}`;
}

/**
 * The story used when `global/error-{statusCode}` does not exist: the 500 story
 * for a 5xx, the 404 story for another 4xx; `null` for 404 and 500 themselves.
 */
export function errorStoryFallback(statusCode: number): string | null {
  if (statusCode === 404 || statusCode === 500) return null;
  return statusCode >= 500 ? "global/error-500" : "global/error-404";
}
