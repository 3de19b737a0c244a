// What a first visit to a page downloads in JavaScript, from its HTML: every
// same-origin <script src> and <link rel="modulepreload"> (each file once, gzip level 6: the
// budgets' and the peer comparison's measure; the server sends the build's brotli files, ~12 % smaller, decision 0023)
// plus the inline scripts (gzipped together: they travel in the HTML; JSON and ld+json blocks
// are data, not code). Dynamic imports made later at run time (Sentry, analytics after
// consent) are not in the HTML and not counted here.
import zlib from "node:zlib";

const gzipBytes = (buffer) => zlib.gzipSync(buffer, { level: 6 }).length;

function attribute(attrs, name) {
  const match = new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(attrs);
  return match ? (match[2] ?? match[3] ?? match[4]) : null;
}

/** Script URLs and inline code of an HTML document. */
export function scriptsOf(html) {
  const sources = [];
  const inline = [];
  for (const [, attrs, code] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attribute(attrs, "src");
    const type = (attribute(attrs, "type") || "").toLowerCase();
    if (src) sources.push(src);
    else if (!type || type === "module" || type.includes("javascript")) inline.push(code);
  }
  for (const [, attrs] of html.matchAll(/<link\b([^>]*)>/gi)) {
    const rel = (attribute(attrs, "rel") || "").toLowerCase().split(/\s+/);
    const href = attribute(attrs, "href");
    if (href && (rel.includes("modulepreload") || (rel.includes("preload") && attribute(attrs, "as") === "script"))) sources.push(href);
  }
  return { sources, inline };
}

/**
 * Fetches `url` and every script it names; returns
 * `{ status, files: [{ path, gzip }], inlineGzip, totalGzip }` (bytes).
 */
export async function firstVisitJs(url, { headers = {} } = {}) {
  const response = await fetch(url, { headers: { "accept-encoding": "identity", ...headers } });
  const html = await response.text();
  const { sources, inline } = scriptsOf(html);
  const origin = new URL(url).origin;
  const urls = [...new Set(sources.map((src) => new URL(src, url).href))].filter((href) => new URL(href).origin === origin);
  const files = [];
  for (const href of urls) {
    const file = await fetch(href, { headers: { "accept-encoding": "identity" } });
    files.push({ path: new URL(href).pathname, status: file.status, gzip: gzipBytes(Buffer.from(await file.arrayBuffer())) });
  }
  const inlineGzip = inline.length ? gzipBytes(Buffer.from(inline.join("\n"))) : 0;
  const totalGzip = files.reduce((sum, file) => sum + file.gzip, 0) + inlineGzip;
  return { status: response.status, files, inlineGzip, totalGzip };
}
