/**
 * Generates deploy/varnish/default.vcl, the Varnish 7.1 configuration of a CDN in front of the
 * site, from the app's own lists: the tracking parameters Varnish strips (domain/page-query.ts
 * TRACKING_PARAMS, every `utm_*`, and EXTRA_TRACKING_PARAMS as the app reads it) and the query
 * parameters that are part of a page (blocks/query-params.server.ts PAGE_QUERY_PARAMS), which
 * alone key a page, as in the origin's own page cache. Written from these lists so that Varnish
 * and the origin cannot disagree on what a page is; tests/unit/varnish-vcl.test.ts fails while
 * the committed file is stale.
 *
 *   npm run varnish:vcl                                   writes deploy/varnish/default.vcl
 *   npm run varnish:vcl -- --backend 10.0.0.5:8080        another origin address
 *   npm run varnish:vcl -- --out /etc/varnish/site.vcl    another file ("-" for stdout)
 *
 * The committed file is rendered without EXTRA_TRACKING_PARAMS; a deployment that sets it renders
 * its own copy with the same value the app has (`--out`).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { NO_STORE } from "../app/domain/cache-policy";
import { SESSION_COOKIE } from "../app/domain/session-cookie";

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
export const DEFAULT_OUT = "deploy/varnish/default.vcl";

/** Cookies that make a request personal (domain/session-cookie.ts, services/attendee-cookie.server.ts). */
const PERSONAL_COOKIES = [SESSION_COOKIE, "bp_attendee"];

/**
 * Paths that are not pages: resource routes, files and the sandbox. They are keyed by their whole
 * query (less tracking tags), since their answers may depend on any parameter (`/api/countries?lang=`).
 */
const NON_PAGE_PATH = "^/(?:api|resources|assets|sandbox-assets|__[^/?]*)(?:[/?]|$)|^[^?]*\\.[A-Za-z0-9]+(?:\\?|$)";

const NAME = /^[A-Za-z0-9_.-]+$/;

function names(list: readonly string[], what: string): string[] {
  for (const name of list) if (!NAME.test(name)) throw new Error(`${what}: "${name}" is not a plain parameter name`);
  return [...new Set(list)].sort();
}

const escapeRegex = (name: string) => name.replace(/[.\\^$|?*+()[\]{}-]/g, "\\$&");

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

/** `names` as indented comment lines of at most 100 characters. */
function commentList(names: readonly string[]): string {
  const lines: string[] = [];
  let line = "#       ";
  for (const [i, name] of names.entries()) {
    const word = `${name}${i < names.length - 1 ? "," : ""}`;
    if (line.length + word.length + 1 > 100 && line.trim() !== "#") {
      lines.push(line.trimEnd());
      line = "#       ";
    }
    line += `${word} `;
  }
  lines.push(line.trimEnd());
  return lines.join("\n");
}

/** The VCL. Pure: the same lists give the same text. */
export function renderVcl({ trackingParams, pageQueryParams, backend = DEFAULT_BACKEND, localeCookie = "locale" }: VclLists): string {
  const { tracking, declared, notTracking, trackingParam, undeclaredParam, notNamed, nonPagePath } = vclPatterns({ trackingParams, pageQueryParams });
  if (!NAME.test(localeCookie)) throw new Error(`localeCookie: "${localeCookie}" is not a cookie name`);
  if (!/^[A-Za-z0-9.:-]+$/.test(backend.host)) throw new Error(`backend.host: "${backend.host}"`);
  if (!Number.isInteger(backend.port) || backend.port < 1 || backend.port > 65535) throw new Error(`backend.port: ${backend.port}`);
  const personalCookie = `(?:^|;)\\s*(?:${PERSONAL_COOKIES.map(escapeRegex).join("|")})=`;
  const keyParts = notNamed.map((pattern) => `regsuball(req.http.X-BP-Query, "${pattern}", "")`);

  return `vcl 4.1;
#
# Brightpath behind Varnish 7.1 (Debian's varnish + varnish-modules for xkey).
#
# GENERATED by scripts/varnish-vcl.ts from the app's lists; do not edit here. After changing the
# generator, TRACKING_PARAMS (app/domain/page-query.ts) or a block's queryParams, run
# \`npm run varnish:vcl\` and commit the result (tests/unit/varnish-vcl.test.ts fails while it is
# stale). A deployment that sets EXTRA_TRACKING_PARAMS on the app renders its own copy with the
# same value: EXTRA_TRACKING_PARAMS=a,b npm run varnish:vcl -- --out /etc/varnish/default.vcl
#
# Run:      varnishd -a :80 -f /etc/varnish/default.vcl -s malloc,256m
# Check:    varnishd -C -f deploy/varnish/default.vcl >/dev/null
#
# Backend:  ${backend.host}:${backend.port}, probed at /healthcheck. Another origin:
#           npm run varnish:vcl -- --backend <host>:<port> --out <file>
#
# Purge ACL: "purgers" below (localhost). Add the network the app's instances send from (e.g. on
#           Fly the private 6PN "fdaa::"/16). client.ip must be the real peer: when a proxy or
#           load balancer connects to Varnish, accept PROXY protocol (-a :80,PROXY) or give
#           purges a listen address of their own, or everyone behind that proxy may purge.
#
# Passed (never stored, never answered from the cache):
#   - methods other than GET and HEAD; requests with an Authorization header;
#   - a ${PERSONAL_COOKIES.join(" or ")} cookie (members, attendees);
#   - an \`a\` query parameter (attendee links) or any \`_storyblok*\` parameter (CMS preview and
#     visual editor);
#   - paths ending in .data (Remix single fetch, answered private by the app).
#
# Everything else is looked up:
#   - the cache sees only the \`${localeCookie}\` cookie, so analytics and consent cookies make no copy
#     of their own (the app answers \`Vary: Cookie\` when its locale cookie is on, and Varnish
#     varies on that cookie alone); the origin still gets every cookie, for answers it does not
#     let anyone store (sign-in state, time zone);
#   - tracking parameters are removed from the URL sent to the origin, which ignores them
#     (attribution happens in the browser, from its own address bar); a redirect's Location gets
#     them back so the browser's address keeps them:
${commentList(["utm_*", ...tracking])}
#   - a page is keyed by host, path and only its declared parameters, sorted by name, repeated
#     values in order (one object for browsers and crawlers, as the origin renders one), so
#     \`?x=1\` or any unknown parameter shares the page's object:
${commentList(declared)}
#     Resource routes and files (/api/, /resources/, /assets/, paths with an extension)
#     are keyed by their whole query.
#
# Stored: only answers whose Cache-Control says \`public\` and nothing of private, no-store or
#   no-cache, without Set-Cookie or Vary: *; for how long: s-maxage (else max-age, else
#   default_ttl). A page requested with undeclared parameters is stored only when it is a
#   200 HTML page (a redirect may echo the query). stale-while-revalidate is the grace (a stale
#   copy answered while it is fetched again); stale-if-error extends it for a sick origin only
#   (the probe says so); a background fetch that fails with a 5xx keeps the stale copy.
#
# Surrogate keys: the app's \`Surrogate-Key: site slug:home id:123\` (space-separated) becomes
#   the object's xkey. Clients never see xkey, Surrogate-Key or Cache-Tag; they see
#   \`X-Cache: HIT|MISS|PASS\` (PASS: the answer was not stored, passed or not storable).
#
# Purge:    PURGE (any path) with \`xkey-purge: <key> <key> …\` from the purgers ACL removes every
#   object carrying any of the keys and answers 200 {"purged": <count>}; 400 without the
#   header, 403 from elsewhere. Other unknown methods get 405.
#   curl -X PURGE -H 'xkey-purge: slug:membership' http://127.0.0.1/

import cookie;
import std;
import xkey;

backend default {
    .host = "${backend.host}";
    .port = "${backend.port}";
    .connect_timeout = 2s;
    # The app gives up on its upstreams well before this (3 s deadlines, a 6 s stream limit).
    .first_byte_timeout = 15s;
    .between_bytes_timeout = 10s;
    .probe = {
        .url = "/healthcheck";
        .interval = 5s;
        .timeout = 2s;
        .window = 5;
        .threshold = 3;
    }
}

acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.restarts == 0) {
        # Varnish's own bookkeeping: never taken from a client.
        unset req.http.X-BP-Cookie;
        unset req.http.X-BP-Query;
        unset req.http.X-BP-Tracking;
        unset req.http.X-BP-Page;
        unset req.http.X-BP-Fresh-Only;
        unset req.http.X-BP-Purged;
    }
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "xkey-purge header missing"));
        }
        set req.http.X-BP-Purged = xkey.purge(req.http.xkey-purge);
        return (synth(200, "Purged"));
    }
    if (req.method !~ "^(?:GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)$") {
        return (synth(405, "Method Not Allowed"));
    }
    call vcl_req_host;
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    call vcl_req_authorization;
    if (req.http.Cookie ~ "${personalCookie}") {
        return (pass);
    }
    if (req.url ~ "^[^?]*\\.data(?:\\?|$)" || req.url ~ "[?&]a(?:[=&]|$)" || req.url ~ "[?&]_storyblok") {
        return (pass);
    }

    if (req.http.Cookie) {
        # The cache sees only the locale cookie (lookups and Vary: Cookie); the origin still gets
        # every cookie (vcl_backend_fetch), since an answer that is not stored may need them (the
        # sign-in's state, a time zone), and a public one depends on none but the locale.
        if (req.restarts == 0) {
            set req.http.X-BP-Cookie = req.http.Cookie;
        }
        cookie.parse(req.http.Cookie);
        cookie.keep("${localeCookie}");
        set req.http.Cookie = cookie.get_string();
        if (req.http.Cookie == "") {
            unset req.http.Cookie;
        }
    }

    if (req.url ~ "\\?" && req.restarts == 0) {
        # The tags, to be given back on a redirect's Location (vcl_deliver).
        set req.http.X-BP-Tracking = regsuball("&" + regsub(req.url, "^[^?]*\\?", ""), "${notTracking}", "");
        if (req.http.X-BP-Tracking == "") {
            unset req.http.X-BP-Tracking;
        }
        set req.url = regsuball(req.url, "${trackingParam}", "");
        set req.url = regsub(req.url, "[?&]+$", "");
    }

    if (req.url !~ "${nonPagePath}") {
        set req.http.X-BP-Page = "1";
        set req.http.X-BP-Query = "&" + regsub(req.url, "^[^?]*\\??", "");
    }
    if (req.http.X-BP-Fresh-Only) {
        # vcl_hit found a copy past its stale-while-revalidate window while the origin is healthy.
        set req.grace = 0s;
    }
    return (hash);
}

sub vcl_hash {
    if (req.http.host) {
        hash_data(req.http.host);
    } else {
        hash_data(server.ip);
    }
    hash_data(regsub(req.url, "\\?.*$", ""));
    if (req.http.X-BP-Page) {
        # Always hashed, even when empty: hash_data("") still changes the hash.
        hash_data(
            ${keyParts.join(" +\n            ")});
    } else {
        hash_data(regsub(req.url, "^[^?]*", ""));
    }
    return (lookup);
}

sub vcl_hit {
    if (obj.ttl <= 0s && obj.ttl + std.duration(obj.http.X-BP-Revalidate + "s", 0s) <= 0s && req.restarts == 0 && std.healthy(req.backend_hint)) {
        # Past stale-while-revalidate, a stale copy is only for a sick origin (stale-if-error):
        # look up again, accepting fresh copies only.
        set req.http.X-BP-Fresh-Only = "1";
        return (restart);
    }
}

sub vcl_backend_fetch {
    if (bereq.http.X-BP-Cookie) {
        set bereq.http.Cookie = bereq.http.X-BP-Cookie;
        unset bereq.http.X-BP-Cookie;
    }
    unset bereq.http.X-BP-Query;
    unset bereq.http.X-BP-Tracking;
    unset bereq.http.X-BP-Page;
    unset bereq.http.X-BP-Fresh-Only;
}

sub vcl_backend_response {
    if (bereq.uncacheable) {
        return (deliver);
    }
    if (bereq.http.Cookie) {
        # The object's Vary: Cookie is recorded from bereq: the locale cookie alone, as lookups see it.
        cookie.parse(bereq.http.Cookie);
        cookie.keep("${localeCookie}");
        set bereq.http.Cookie = cookie.get_string();
        if (bereq.http.Cookie == "") {
            unset bereq.http.Cookie;
        }
    }
    if (bereq.is_bgfetch && beresp.status >= 500) {
        # Keep answering the stale copy rather than store the error.
        return (abandon);
    }
    if (beresp.http.Cache-Control !~ "(?i)(?:^|[,\\s])public(?:[,\\s]|$)" ||
        beresp.http.Cache-Control ~ "(?i)(?:^|[,\\s])(?:private|no-store|no-cache)(?:[,\\s=]|$)" ||
        beresp.http.Set-Cookie ||
        beresp.http.Vary == "*" ||
        beresp.ttl <= 0s) {
        call bp_not_stored;
    }
    if (bereq.url !~ "${nonPagePath}" &&
        bereq.url ~ "${undeclaredParam}" &&
        !(beresp.status == 200 && beresp.http.Content-Type ~ "^text/html")) {
        # Keyed without the undeclared parameters, but the answer may echo them (a redirect's Location).
        call bp_not_stored;
    }
    set beresp.http.X-BP-Revalidate = beresp.grace;
    if (beresp.http.Cache-Control ~ "(?i)stale-if-error=[0-9]+") {
        set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, "(?i)^.*stale-if-error=([0-9]+).*$", "\\1") + "s", 0s);
        if (beresp.grace < std.duration(beresp.http.X-BP-Revalidate + "s", 0s)) {
            set beresp.grace = std.duration(beresp.http.X-BP-Revalidate + "s", 0s);
        }
    }
    if (beresp.http.Surrogate-Key) {
        set beresp.http.xkey = beresp.http.Surrogate-Key;
    }
    return (deliver);
}

sub bp_not_stored {
    # Hit-for-miss: later requests go to the origin without waiting for each other, and the
    # next storable answer replaces this marker.
    set beresp.ttl = 120s;
    set beresp.grace = 0s;
    set beresp.uncacheable = true;
    return (deliver);
}

sub vcl_deliver {
    if (obj.uncacheable) {
        set resp.http.X-Cache = "PASS";
    } else if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    unset resp.http.Cache-Tag;
    unset resp.http.X-BP-Revalidate;
    if (req.http.X-BP-Tracking && resp.status >= 301 && resp.status <= 308 && resp.http.Location && resp.http.Location !~ "#") {
        if (resp.http.Location ~ "\\?") {
            set resp.http.Location = resp.http.Location + req.http.X-BP-Tracking;
        } else {
            set resp.http.Location = resp.http.Location + regsub(req.http.X-BP-Tracking, "^&", "?");
        }
    }
}

sub vcl_synth {
    if (req.method == "PURGE" && resp.status == 200) {
        set resp.http.Content-Type = "application/json";
        set resp.http.Cache-Control = "${NO_STORE}";
        set resp.body = {"{"purged":"} + req.http.X-BP-Purged + "}";
        return (deliver);
    }
}
`;
}

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
    const module = (await vite.ssrLoadModule("/app/blocks/query-params.server.ts")) as { PAGE_QUERY_PARAMS: readonly string[] };
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
  const { TRACKING_PARAMS } = await import("../app/domain/page-query");
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
