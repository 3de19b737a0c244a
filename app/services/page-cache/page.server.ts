import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { surrogateKeys } from "./cdn-purge.server";
import { inlineScriptHashes } from "./script-hashes.server";
import type { ShownExperiment } from "~/domain/experiments/assignment";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A finished render: its status, the headers worth keeping, its HTML (as text, and as the UTF-8 bytes sent). */
export interface RenderedPage {
  status: number;
  headers: [string, string][];
  body: string;
  bytes: Buffer;
}

/**
 * One stored response: the same bytes for every visitor. Its CSP allows `scriptHashes` (the
 * `'sha256-…'` sources of its inline scripts) instead of a nonce; `br` and `gzip` are `body`
 * compressed once when it was stored (base64, so that Redis keeps them as JSON).
 */
export interface StoredPage {
  status: number;
  headers: [string, string][];
  body: string;
  scriptHashes: string[];
  br: string;
  gzip: string;
  /** A weak validator of the body (`W/"…"`), for browsers' conditional requests. */
  etag: string;
  deps: string[];
  /**
   * The running experiments the page shows (docs/product/experiments.md): a page with any is
   * stored once per variant it is asked in (`variantPageKey`) and answered with `Vary: Cookie`.
   * Absent in copies stored before experiments existed: none.
   */
  experiments?: ShownExperiment[];
}

/**
 * The page to store for a render without a nonce: the hashes of its inline scripts (its CSP
 * allows them by hash), its surrogate keys (`Surrogate-Key`, `Cache-Tag`: the stories in `deps`),
 * its `ETag`, and, when it will be stored (`compress`), its brotli and gzip forms (made here,
 * once, on libuv's thread pool; a page answered once is left to the compression middleware).
 */
export async function storedPage(rendered: RenderedPage, deps: string[], compress: boolean, experiments: ShownExperiment[] = []): Promise<StoredPage> {
  const { body, bytes } = rendered;
  const keys = surrogateKeys(deps);
  const [br, gz] = compress
    ? await Promise.all([
        brotli(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } }),
        gzipped(bytes, { level: 9 }),
      ])
    : [Buffer.alloc(0), Buffer.alloc(0)];
  return {
    status: rendered.status,
    headers: [...rendered.headers, ["Surrogate-Key", keys.join(" ")], ["Cache-Tag", keys.join(",")]],
    body,
    scriptHashes: inlineScriptHashes(body),
    br: br.toString("base64"),
    gzip: gz.toString("base64"),
    etag: `W/"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`,
    deps,
    experiments,
  };
}
