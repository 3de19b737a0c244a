import { SESSION_COOKIE } from "../../app/domain/members/session-cookie";

/**
 * What the generated VCL is made of besides its text: the lists it is rendered from, and the
 * regular expressions (PCRE, also valid JavaScript) that strip tracking parameters and key a
 * page by its declared parameters alone, as the origin's page cache does.
 */

export interface Backend {
  host: string;
  port: number;
}

export interface VclLists {
  /** Ad and campaign parameters removed from the URL (`utm_*` is always added). */
  trackingParams: readonly string[];
  /** The only query parameters that change a page. */
  pageQueryParams: readonly string[];
  /** The origin; default 127.0.0.1:3000 (Varnish beside the app, which listens on PORT=3000). */
  backend?: Backend;
  /** The locale cookie kept on cacheable requests (LOCALE_COOKIE_NAME); default `locale`. */
  localeCookie?: string;
}

export const DEFAULT_BACKEND: Backend = { host: "127.0.0.1", port: 3000 };

/** Cookies that make a request personal (domain/members/session-cookie.ts, services/attendee-cookie.server.ts). */
export const PERSONAL_COOKIES = [SESSION_COOKIE, "bp_attendee"];

/**
 * Paths that are not pages: resource routes, files and the sandbox. They are keyed by their whole
 * query (less tracking tags), since their answers may depend on any parameter (`/api/countries?lang=`).
 */
const NON_PAGE_PATH = "^/(?:api|resources|assets|sandbox-assets|__[^/?]*)(?:[/?]|$)|^[^?]*\\.[A-Za-z0-9]+(?:\\?|$)";

/** A plain parameter or cookie name: nothing a regular expression or VCL string would read as syntax. */
export const NAME = /^[A-Za-z0-9_.-]+$/;

/** `list` sorted and without repeats. @throws when a name is not a plain one. */
function names(list: readonly string[], what: string): string[] {
  for (const name of list) if (!NAME.test(name)) throw new Error(`${what}: "${name}" is not a plain parameter name`);
  return [...new Set(list)].sort();
}

export const escapeRegex = (name: string) => name.replace(/[.\\^$|?*+()[\]{}-]/g, "\\$&");

/** PCRE alternation matching exactly one of `list` as a whole parameter name (followed by `=`, `&` or the end). */
const nameIs = (alternatives: string) => `(?:${alternatives})(?:[=&]|$)`;

/** The names in `EXTRA_TRACKING_PARAMS` (comma-separated), as the app reads them. */
export function extraTrackingParams(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
}

/** The regular expressions (PCRE, also valid JavaScript) the VCL is made of. */
export interface VclPatterns {
  tracking: string[];
  declared: string[];
  /** In a `&`-prefixed query, each parameter that is not a tracking one (to keep only the tags). */
  notTracking: string;
  /** In a URL, a tracking parameter with its value and the `&` after it (a trailing `?`/`&` is trimmed after). */
  trackingParam: string;
  /** In a URL, a parameter other than the declared ones. */
  undeclaredParam: string;
  /** Per declared name, in name order: in a `&`-prefixed query, each parameter not of that name. */
  notNamed: string[];
  /** Paths keyed by their whole query: resource routes, files and the sandbox. */
  nonPagePath: string;
}

/**
 * The patterns of the tracking and page parameters.
 * @throws when a name is not plain, no page parameter is declared, or a name is both kinds.
 */
export function vclPatterns({ trackingParams, pageQueryParams }: Pick<VclLists, "trackingParams" | "pageQueryParams">): VclPatterns {
  const tracking = names(trackingParams, "trackingParams");
  const declared = names(pageQueryParams, "pageQueryParams");
  if (declared.length === 0) throw new Error("pageQueryParams: empty (the list is read from the block folders)");
  const clash = declared.filter((name) => tracking.includes(name) || name.startsWith("utm_"));
  if (clash.length > 0) throw new Error(`${clash.join(", ")}: both a tracking and a page parameter`);
  const trackingAlternatives = ["utm_[^&=]*", ...tracking.map(escapeRegex)].join("|");
  return {
    tracking,
    declared,
    notTracking: `&(?!${nameIs(trackingAlternatives)})[^&]*`,
    trackingParam: `(?<=[?&])(?:${trackingAlternatives})(?:=[^&]*)?(?:&|$)`,
    undeclaredParam: `[?&](?!${nameIs(declared.map(escapeRegex).join("|"))})[^&]`,
    // One expression per name, in name order: repeated values keep their order (the quiz reads
    // its areas and outcomes in order), which std.querysort would not (it sorts by value too).
    notNamed: declared.map((name) => `&(?!${nameIs(escapeRegex(name))})[^&]*`),
    nonPagePath: NON_PAGE_PATH,
  };
}
