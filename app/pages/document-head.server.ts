import { emptyDocumentHead, type DocumentHead } from "./document-head";

/**
 * The key under which a loader's data carries its {@link DocumentHead}: a symbol, so Remix's
 * serialization to the browser (turbo-stream: `Object.keys`) never sends it, while the document
 * (entry.server.tsx) reads it from the route's data, as static bloks' full content
 * (block-kit/static-bloks.server.ts); enumerable, so a copy of the data keeps it.
 */
const DOCUMENT_HEAD = Symbol("documentHead");

/** `data` carrying `head` for the document alone; `data` itself, changed in place. */
export function withDocumentHead<T extends object>(data: T, head: DocumentHead | null): T {
  if (head) Object.defineProperty(data, DOCUMENT_HEAD, { value: head, enumerable: true });
  return data;
}

/** The document head of every route's data, in route order (empty when none has one). */
export function documentHeadOfRoutes(loaderData: Readonly<Record<string, unknown>>): DocumentHead {
  const merged = emptyDocumentHead();
  for (const data of Object.values(loaderData)) {
    const head = data && typeof data === "object" ? (data as { [DOCUMENT_HEAD]?: DocumentHead })[DOCUMENT_HEAD] : undefined;
    if (!head) continue;
    merged.preloads.push(...head.preloads);
    merged.structuredData.push(...head.structuredData);
    merged.links.push(...head.links);
  }
  return merged;
}
