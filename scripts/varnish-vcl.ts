/**
 * Generates deploy/varnish/default.vcl, the Varnish 7.1 configuration of a CDN in front of the
 * site, from the app's own lists: the tracking parameters Varnish strips (domain/routing/page-query.ts
 * TRACKING_PARAMS, every `utm_*`, and EXTRA_TRACKING_PARAMS as the app reads it) and the query
 * parameters that are part of a page (block-kit/query-params.server.ts PAGE_QUERY_PARAMS), which
 * alone key a page, as in the origin's own page cache. Written from these lists so that Varnish
 * and the origin cannot disagree on what a page is; tests/unit/varnish-vcl.test.ts fails while
 * the committed file is stale.
 *
 *   npm run varnish:vcl                                   writes deploy/varnish/default.vcl
 *   npm run varnish:vcl -- --backend 10.0.0.5:8080        another origin address
 *   npm run varnish:vcl -- --out /etc/varnish/site.vcl    another file ("-" for stdout)
 *
 * The committed file is rendered without EXTRA_TRACKING_PARAMS; a deployment that sets it renders
 * its own copy with the same value the app has (`--out`). This file is the command; the patterns
 * are made in `varnish-vcl/patterns.ts`, the text in `varnish-vcl/template.ts` and `notes.ts`.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { DEFAULT_BACKEND, extraTrackingParams, type Backend } from "./varnish-vcl/patterns";
import { renderVcl } from "./varnish-vcl/template";

export const DEFAULT_OUT = "deploy/varnish/default.vcl";

/** PAGE_QUERY_PARAMS as the app builds it: through Vite, since the registry uses import.meta.glob. */
async function loadPageQueryParams(root: string): Promise<readonly string[]> {
  const { createServer } = await import("vite");
  const vite = await createServer({
    root,
    configFile: false,
    logLevel: "error",
    resolve: { alias: { "~": `${root}/app` } },
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = (await vite.ssrLoadModule("/app/block-kit/query-params.server.ts")) as { PAGE_QUERY_PARAMS: readonly string[] };
    return module.PAGE_QUERY_PARAMS;
  } finally {
    await vite.close();
  }
}

function parseArgs(args: string[]): { backend: Backend; out: string } {
  let backend = DEFAULT_BACKEND;
  let out = DEFAULT_OUT;
  for (let i = 0; i < args.length; i += 1) {
    const value = args[i + 1];
    if (args[i] === "--backend" && value) {
      const match = /^(.+):(\d+)$/.exec(value);
      if (!match) throw new Error(`--backend ${value}: expected <host>:<port>`);
      backend = { host: match[1]!, port: Number(match[2]) };
      i += 1;
    } else if (args[i] === "--out" && value) {
      out = value;
      i += 1;
    } else throw new Error(`unknown argument ${args[i]} (use --backend <host>:<port>, --out <file>|-)`);
  }
  return { backend, out };
}

async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const { backend, out } = parseArgs(process.argv.slice(2));
  const { TRACKING_PARAMS } = await import("../app/domain/routing/page-query");
  const extra = extraTrackingParams(process.env.EXTRA_TRACKING_PARAMS);
  const vcl = renderVcl({ trackingParams: [...TRACKING_PARAMS, ...extra], pageQueryParams: await loadPageQueryParams(root), backend });
  if (out === "-") process.stdout.write(vcl);
  else {
    writeFileSync(path.resolve(root, out), vcl);
    console.log(`${out}: backend ${backend.host}:${backend.port}${extra.length ? `, extra tracking parameters ${extra.join(", ")}` : ""}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
