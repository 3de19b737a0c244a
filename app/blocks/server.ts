import type { Language } from "~/i18n/languages";
import type { BlokBase } from "./types";

/**
 * Server-side parts of blocks (ARCHITECTURE "Blocks are data-free views"): a block that
 * needs upstream data declares a `loader`; a block with a form declares an `action`.
 * Types only — the implementations live in `*.server.ts` files and are registered in
 * `registry.server.ts`, so they never reach the browser bundle.
 */
export interface BlockServerContext {
  request: Request;
  lang: Language;
  preview: boolean;
  /** The signed-in member's platform access token (server only), or null for visitors. */
  accessToken: string | null;
  /** The visitor's IANA time zone from the `tz` client-hint cookie; "UTC" until known. */
  timeZone: string;
}

export interface BlockServerDefinition {
  /**
   * True when the loader's result depends on the visitor (cookies such as the time zone or
   * the attendee id): a page holding this block is served `private`, never from a CDN.
   */
  personal?: boolean;
  /** Data for the view, keyed by the blok's `_uid` in the page data. Throwing hides only this block's data. */
  loader?: (blok: BlokBase, context: BlockServerContext) => Promise<unknown>;
  /** Handles a form post naming this blok in `_block`; returns action data or throws a Response (redirect). */
  action?: (blok: BlokBase, form: FormData, context: BlockServerContext) => Promise<unknown>;
}

/** Field of a form post that names the blok (`_uid`) whose action handles it. */
export const BLOCK_FIELD = "_block";

/** Every blok in a validated content tree, depth first (stand-ins included). */
export function collectBloks(value: unknown, found: BlokBase[] = []): BlokBase[] {
  if (Array.isArray(value)) {
    for (const item of value) collectBloks(item, found);
  } else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.component === "string" && typeof record._uid === "string") found.push(record as unknown as BlokBase);
    for (const child of Object.values(record)) collectBloks(child, found);
  }
  return found;
}
