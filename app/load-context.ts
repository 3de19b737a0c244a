import type { BlokBase } from "~/domain/blok";
import type { Strings } from "~/i18n/translate";

/** What server.ts passes to every loader, action and the document render. */
declare module "@remix-run/node" {
  interface AppLoadContext {
    /**
     * The CSP nonce: per request, or in a shared render a placeholder the page cache takes out
     * again when the page may be shared (app/server/shared-pages.server.ts).
     */
    cspNonce: string;
    /**
     * True when the document is rendered as a shared page, the same bytes for every anonymous
     * visitor (the page cache): it renders whole, at once. Else it is this request's alone.
     */
    shared?: boolean;
    /**
     * True when the answer is a document (HTML), false for a client navigation's `.data`
     * fetch: only documents send static bloks as stubs (docs/decisions/0019).
     */
    document?: boolean;
    /** Filled by loaders that sent static bloks as stubs: what the server renders in their place. */
    fullContent?: FullContent;
  }
}

/**
 * The full bloks behind a document's stubs (by `_uid`), the block data of every blok on it and
 * the interface strings of every view on it (the browser gets those of the views it hydrates).
 */
export interface FullContent {
  bloks: Map<string, BlokBase>;
  blockData: Record<string, unknown>;
  strings?: Strings;
}
