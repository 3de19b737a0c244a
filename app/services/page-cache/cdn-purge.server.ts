import { getEnv, type Env } from "~/env.server";
import { logger } from "~/services/logger.server";
import { ANY_STORY } from "./render-deps.server";

/**
 * Purging the CDN in front (docs/decisions/0026). Every shared page names the stories it was
 * built from in `Surrogate-Key` (space-separated: Varnish's xkey, Fastly) and `Cache-Tag`
 * (comma-separated: Cloudflare); a signed publish webhook purges the same keys at the origin
 * and, through the purger configured here, at the CDN. Unconfigured, purging does nothing.
 *
 * Keys are the page cache's dependencies (`slug:<full_slug>`, `id:<story id>`,
 * `any-story`; ./render-deps.server.ts) plus {@link SITE_KEY} on every page.
 */

/** The key every shared page carries: purging it empties the CDN of pages (a global story changed). */
export const SITE_KEY = "site";

/** The surrogate keys of a page built from `deps`. */
export function surrogateKeys(deps: readonly string[]): string[] {
  return [SITE_KEY, ...deps];
}

/** The keys that purge the pages that read any of the stories named by `deps` (and the pages built from every story). */
export function purgeKeys(deps: readonly string[]): string[] {
  return [...deps, ANY_STORY];
}

/** A CDN that drops its copies of pages by surrogate key. Resolves when the CDN accepted the purge; rejects otherwise. */
export interface CdnPurger {
  readonly name: string;
  purge(keys: readonly string[]): Promise<void>;
}

/** Each purge request gives up after this long (ms): the webhook answers Storyblok within its own timeout. */
const PURGE_TIMEOUT_MS = 5_000;

async function expectOk(response: Response, what: string): Promise<void> {
  if (response.ok) return;
  const text = (await response.text().catch(() => "")).slice(0, 200);
  throw new Error(`${what} answered ${response.status}: ${text}`);
}

/**
 * Varnish with vmod xkey (deploy/varnish/default.vcl): `PURGE` with the keys in `xkey-purge`,
 * from an address its `purgers` ACL lists.
 */
export function varnishPurger(url: string): CdnPurger {
  return {
    name: "varnish",
    async purge(keys) {
      const response = await fetch(url, { method: "PURGE", headers: { "xkey-purge": keys.join(" ") }, signal: AbortSignal.timeout(PURGE_TIMEOUT_MS) });
      await expectOk(response, "Varnish");
    },
  };
}

/** Tags per Cloudflare purge call (its smallest plan limit). */
const CLOUDFLARE_TAGS_PER_CALL = 30;

/**
 * Cloudflare (API "Purge Cached Content" by tag, `POST /zones/{zone}/purge_cache`): pages carry
 * `Cache-Tag`, which Cloudflare reads and strips. Needs a Cache Rule that caches HTML ("Eligible
 * for cache", origin Cache-Control respected) and a token with Cache Purge permission.
 * Fastly works alike: `POST /service/{id}/purge` with a `Surrogate-Key` header of keys.
 */
export function cloudflarePurger(zoneId: string, token: string, api = "https://api.cloudflare.com/client/v4"): CdnPurger {
  return {
    name: "cloudflare",
    async purge(keys) {
      for (let at = 0; at < keys.length; at += CLOUDFLARE_TAGS_PER_CALL) {
        const response = await fetch(`${api}/zones/${zoneId}/purge_cache`, {
          method: "POST",
          headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
          body: JSON.stringify({ tags: keys.slice(at, at + CLOUDFLARE_TAGS_PER_CALL) }),
          signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
        });
        await expectOk(response, "Cloudflare");
      }
    },
  };
}

/** The purgers the environment configures: `VARNISH_PURGE_URL`, `CLOUDFLARE_ZONE_ID` + `CLOUDFLARE_API_TOKEN`; none when unset. */
export function configuredPurgers(env: Env = getEnv()): CdnPurger[] {
  return [
    ...(env.VARNISH_PURGE_URL ? [varnishPurger(env.VARNISH_PURGE_URL)] : []),
    ...(env.CLOUDFLARE_ZONE_ID && env.CLOUDFLARE_API_TOKEN ? [cloudflarePurger(env.CLOUDFLARE_ZONE_ID, env.CLOUDFLARE_API_TOKEN)] : []),
  ];
}

/**
 * Purges `keys` at every configured CDN. A CDN that fails is logged, not thrown: the origin is
 * already purged, and the CDN's copies end with their `s-maxage`. Returns the names of the CDNs
 * that accepted the purge.
 */
export async function purgeCdn(keys: readonly string[]): Promise<string[]> {
  const done: string[] = [];
  await Promise.all(
    configuredPurgers().map(async (purger) => {
      try {
        await purger.purge(keys);
        done.push(purger.name);
      } catch (error) {
        logger.error("cdn-purge-failed", { cdn: purger.name, keys: keys.length, error });
      }
    }),
  );
  return done;
}
