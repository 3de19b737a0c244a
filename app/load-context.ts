import type { BlokBase } from "~/domain/storyblok/blok";
import type { Strings } from "~/i18n/translate";

/** What server.ts passes to every loader, action and the document render (app/server/page-cache.server.ts). */
declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The request's CSP nonce; a page rendered as a shared one leaves it out (app/entry.server.tsx). */
    cspNonce: string;
    /**
     * True when the page cache renders the request as a shared page, the same bytes for every
     * anonymous visitor: it renders whole, at once, and without a nonce when its route's headers
     * allow sharing. Else the render is this request's alone.
     */
    shared?: boolean;
    /**
     * True when the answer is a document (HTML), false for a client navigation's `.data`
     * fetch: only documents send static bloks as stubs (docs/decisions/0019).
     */
    document?: boolean;
  }
}

/**
 * The full bloks behind a document's stubs (by `_uid`), the block data of every blok on it and
 * the interface strings of every view on it (the browser gets those of the views it hydrates).
 * A loader hands it to the document inside its data (block-kit/static-bloks.server.ts, `withFullContent`).
 */
export interface FullContent {
  bloks: Map<string, BlokBase>;
  blockData: Record<string, unknown>;
  strings?: Strings;
}
