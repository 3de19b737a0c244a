import { z } from "zod";

/**
 * The caching part of the environment: how long stories and pages stay fresh, and the CDN in
 * front with its purge (docs/product/caching-and-cdn.md).
 */
export const cachingVariables = {
  /** Published stories stay fresh this long before a background refresh (ms). */
  STORY_CACHE_TTL_MS: z.coerce.number().int().min(0).default(60_000),
  /**
   * Secret of the Storyblok webhook (Settings → Webhooks): `POST /api/storyblok/webhook`
   * accepts only bodies signed with it (`webhook-signature`). Unset: every webhook is refused (401).
   */
  STORYBLOK_WEBHOOK_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  /** The page cache holds at most this many bytes of HTML per instance (0 = no page cache). */
  PAGE_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(32 * 1024 * 1024),
  /** A cached page is fresh this long (ms), then served once more while it is rendered again. */
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(1_000).default(60_000),
  /**
   * How long a CDN or proxy may keep an anonymous page (seconds; `s-maxage`). A publish purges
   * it sooner through the purger below; without one, this bounds how stale a page can be.
   */
  CDN_MAX_AGE_S: z.coerce.number().int().min(0).max(86_400).default(300),
  /**
   * Varnish in front (deploy/varnish/default.vcl): a publish sends it `PURGE` with the pages'
   * surrogate keys (`xkey-purge`), e.g. `http://varnish.internal:6081`. Unset: no CDN purge.
   */
  VARNISH_PURGE_URL: z.string().url().optional(),
  /** Cloudflare in front: the zone and an API token with Cache Purge permission; a publish purges by Cache-Tag. */
  CLOUDFLARE_ZONE_ID: z
    .string()
    .regex(/^[0-9a-f]{32}$/, "must be a 32-character zone id")
    .optional(),
  CLOUDFLARE_API_TOKEN: z.string().min(20).optional(),
};
