import { createContext, useContext, useEffect, useRef } from "react";
import { isRouteErrorResponse, useLocation, useRouteError } from "@remix-run/react";
import type { JsonLd } from "~/domain/search-and-sharing/structured-data";
import type { ModulePreload } from "~/domain/delivery/module-preload";
import { ModulePreloads, preloadsOf } from "~/components/ModulePreloads";

/**
 * What only a page's document shows in its `<head>`, for crawlers and the browser's first
 * load: the browser files of its views (module preloads), its JSON-LD and its image hints
 * (preconnect to the asset host, preload of the first screen's image). Never sent to the
 * browser as loader data: a client navigation has no use for any of it, and together they
 * were a quarter of a page's gzipped loader data (docs/decisions/0060-render-cost.md).
 */
export interface DocumentHead {
  preloads: ModulePreload[];
  structuredData: JsonLd[];
  /** `<link>` attributes, as React names them (`imageSrcSet`, …). */
  links: Record<string, string>[];
}

/** An empty {@link DocumentHead}. */
export function emptyDocumentHead(): DocumentHead {
  return { preloads: [], structuredData: [], links: [] };
}

/** On the server only (entry.server provides it from the routes' data, empty when they have none); null in the browser. */
export const DocumentHeadContext = createContext<DocumentHead | null>(null);

/** JSON for an inline script, as Remix writes `script:ld+json`: no `<`, `>`, `&` or line separators left to end it early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/**
 * The {@link DocumentHead} tags, the last children of `<head>`, with the module preloads an
 * error response names; none of the scripts' with `scripts` false (the static layout). The
 * server renders them; the browser renders nothing in their place and React leaves them as
 * they are (hydration keeps unclaimed nodes at the end of `<head>` and `<body>`, where
 * extensions and tag managers add theirs). After the first client navigation the JSON-LD
 * describes another page, so it is removed (the preloads and hints are spent by then).
 */
export function DocumentHeadTags({ scripts }: { scripts: boolean }) {
  const head = useContext(DocumentHeadContext);
  const error = useRouteError();
  const { key } = useLocation();
  const first = useRef(key);
  useEffect(() => {
    if (key !== first.current) for (const element of document.head.querySelectorAll('script[type="application/ld+json"]')) element.remove();
  }, [key]);
  if (!head) return null;
  const preloads = scripts ? [...head.preloads, ...(isRouteErrorResponse(error) ? preloadsOf(error.data) : [])] : [];
  return (
    <>
      <ModulePreloads preloads={preloads} />
      {head.links.map((attributes) => (
        <link key={`${attributes.rel} ${attributes.href ?? attributes.imageSrcSet ?? ""}`} {...attributes} />
      ))}
      {head.structuredData.map((item, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(item) }} />
      ))}
    </>
  );
}
