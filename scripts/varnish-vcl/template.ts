import { NO_STORE } from "../../app/domain/delivery/cache-policy";
import { vclNotes } from "./notes";
import { DEFAULT_BACKEND, escapeRegex, NAME, PERSONAL_COOKIES, vclPatterns, type VclLists } from "./patterns";
import { EXPERIMENTS_COOKIE } from "../../app/domain/experiments/assignment";

/**
 * VCL that leaves in `<side>.http.Cookie` (side: req or bereq) only what a stored page may vary
 * by, always in this order: the locale cookie, then the experiments cookie (a visitor's
 * non-control A/B variants, docs/product/experiments.md) unless the request sends Global
 * Privacy Control or its value is not of the app's alphabet. The origin renders from the same two.
 */
function cacheCookies(side: "req" | "bereq", localeCookie: string, indent: string): string {
  return [
    `cookie.parse(${side}.http.Cookie);`,
    `if (${side}.http.Sec-GPC ~ "^\\s*1\\s*$" || cookie.get("${EXPERIMENTS_COOKIE}") !~ "^[a-z0-9:|-]{1,1100}$") {`,
    `    cookie.delete("${EXPERIMENTS_COOKIE}");`,
    `}`,
    `set ${side}.http.Cookie = "";`,
    `if (cookie.isset("${localeCookie}")) {`,
    `    set ${side}.http.Cookie = "${localeCookie}=" + cookie.get("${localeCookie}");`,
    `}`,
    `if (cookie.isset("${EXPERIMENTS_COOKIE}")) {`,
    `    set ${side}.http.Cookie = regsub(${side}.http.Cookie + "; ${EXPERIMENTS_COOKIE}=" + cookie.get("${EXPERIMENTS_COOKIE}"), "^; ", "");`,
    `}`,
    `if (${side}.http.Cookie == "") {`,
    `    unset ${side}.http.Cookie;`,
    `}`,
  ]
    .map((line) => indent + line)
    .join("\n");
}

/**
 * The Varnish 7.1 configuration itself (`deploy/varnish/default.vcl`): backend, purge ACL and
 * subroutines, filled with the patterns of `patterns.ts` and opened by the comment of `notes.ts`.
 */

/** The VCL. Pure: the same lists give the same text. */
export function renderVcl({ trackingParams, pageQueryParams, backend = DEFAULT_BACKEND, localeCookie = "locale" }: VclLists): string {
  const { tracking, declared, notTracking, trackingParam, undeclaredParam, notNamed, nonPagePath } = vclPatterns({ trackingParams, pageQueryParams });
  if (!NAME.test(localeCookie)) throw new Error(`localeCookie: "${localeCookie}" is not a cookie name`);
  if (!/^[A-Za-z0-9.:-]+$/.test(backend.host)) throw new Error(`backend.host: "${backend.host}"`);
  if (!Number.isInteger(backend.port) || backend.port < 1 || backend.port > 65535) throw new Error(`backend.port: ${backend.port}`);
  const personalCookie = `(?:^|;)\\s*(?:${PERSONAL_COOKIES.map(escapeRegex).join("|")})=`;
  const keyParts = notNamed.map((pattern) => `regsuball(req.http.X-BP-Query, "${pattern}", "")`);

  return `vcl 4.1;
${vclNotes({ tracking, declared, backend, localeCookie })}import cookie;
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
        # The cache sees only the locale and experiments cookies (lookups and Vary: Cookie); the
        # origin still gets every cookie (vcl_backend_fetch), since an answer that is not stored
        # may need them (the sign-in's state, a time zone), and a public one depends on none but those.
        if (req.restarts == 0) {
            set req.http.X-BP-Cookie = req.http.Cookie;
        }
${cacheCookies("req", localeCookie, "        ")}
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
        # The object's Vary: Cookie is recorded from bereq: the locale and experiments cookies, as lookups see them.
${cacheCookies("bereq", localeCookie, "        ")}
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
