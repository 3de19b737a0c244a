import { z } from "zod";
import { originList } from "~/domain/delivery/asset-origins";
import { flag, HOST_AND_PORT, url } from "./values.server";

/**
 * The upstreams' part of the environment: where each one is, its credentials and its deadline.
 * `APP_ENV` (production | dev) picks a set of default URLs (docs/product/README.md#environments:
 * two environments with separate auth and API domains); every URL can still be overridden one by one.
 */
export const DOMAINS = {
  production: {
    SITE_URL: "https://www.brightpath.example",
    PLATFORM_URL: "https://platform.brightpath.example",
    CONNECT_API_URL: "https://connect.brightpath.example",
    CHECKOUT_API_URL: "https://checkout-api.brightpath.example",
    SECURE_CHECKOUT_HOST: "secure.brightpath.example",
    LOCATION_API_URL: "https://location.brightpath.example",
    AUTH0_DOMAIN: "auth.brightpath.example",
    PLATFORM_IMAGE_ORIGIN: "https://media.brightpath.example",
    PLATFORM_VIDEO_ORIGIN: "https://video.brightpath.example",
  },
  dev: {
    SITE_URL: "https://dev.brightpath.example",
    PLATFORM_URL: "https://platform.dev.brightpath.example",
    CONNECT_API_URL: "https://connect.dev.brightpath.example",
    CHECKOUT_API_URL: "https://checkout-api.dev.brightpath.example",
    SECURE_CHECKOUT_HOST: "secure.dev.brightpath.example",
    LOCATION_API_URL: "https://location.dev.brightpath.example",
    AUTH0_DOMAIN: "auth.dev.brightpath.example",
    PLATFORM_IMAGE_ORIGIN: "https://media.dev.brightpath.example",
    PLATFORM_VIDEO_ORIGIN: "https://video.dev.brightpath.example",
  },
} as const;

/** `host` or `host:port` that makes a valid `https://` origin (a malformed AUTH0_DOMAIN failed /login and every token call at run time). */
function isHostAndPort(value: string): boolean {
  return HOST_AND_PORT.test(value) && URL.canParse(`https://${value}/`);
}

export const upstreamVariables = {
  SITE_URL: url,
  PLATFORM_URL: url,
  /** Connect API (community events, `POST {connect-api}/graphql`, docs/product/learning-catalogue.md); shares PLATFORM_TIMEOUT_MS. */
  CONNECT_API_URL: url,
  /** Checkout API (`GET {checkout-api}/v2/api/tiers`, order summaries; docs/product/sales-and-orders.md). */
  CHECKOUT_API_URL: url,
  /** Host (and optional port) of secure checkout links, without scheme (docs/product/sales-and-orders.md): links must start with `https://` + it. */
  SECURE_CHECKOUT_HOST: z
    .string()
    .regex(HOST_AND_PORT, "must be a host name such as secure.example.com (no scheme, no path)")
    .transform((host) => host.toLowerCase()),
  /** Location lookup (`GET {host}/locate`, docs/product/sales-and-orders.md): the visitor's country from their IP. */
  LOCATION_API_URL: url,
  /**
   * Affiliate conversion pixel (CAKE, docs/product/sales-and-orders.md): `https://…/p.ashx`, or a same-site path in the
   * sandbox; with CAKE_OFFER_ID. Unset = no affiliate conversions.
   */
  CAKE_CONVERSION_URL: z
    .string()
    .regex(/^(https:\/\/[^/\s]+\/|\/[^/])\S*$/, "must be an https URL or a same-site path")
    .optional(),
  CAKE_OFFER_ID: z
    .string()
    .regex(/^\d{1,10}$/, "must be a number")
    .optional(),
  /** Auth0 tenant host (optionally with port), no scheme: arctic builds `https://{AUTH0_DOMAIN}/…` from it. */
  AUTH0_DOMAIN: z.string().refine(isHostAndPort, "must be a host name such as auth.example.com (no scheme, no path)"),
  STORYBLOK_PUBLIC_TOKEN: z.string().min(1, "is required"),
  STORYBLOK_PREVIEW_TOKEN: z.string().min(1, "is required"),
  STORYBLOK_SPACE_ID: z.string().regex(/^\d+$/, "must be the numeric space id"),
  STORYBLOK_REGION: z.enum(["eu", "us", "ap", "ca", "cn"]).default("eu"),
  /** Origins of the space's assets (images, captions): default the region's asset host (a.storyblok.com, a-us.storyblok.com, …). */
  STORYBLOK_ASSET_ORIGIN: originList,
  /** Origins of the platform's images (covers, portraits, avatars) and of its videos (webinar recordings). */
  PLATFORM_IMAGE_ORIGIN: originList,
  PLATFORM_VIDEO_ORIGIN: originList,
  /** Honeycomb events API (events, docs/product/analytics-and-consent.md); without a key events are only logged (MOCKS: sandbox sink). */
  HONEYCOMB_API_KEY: z.string().optional(),
  HONEYCOMB_API_URL: url.default("https://api.honeycomb.io"),
  /** `system` stamped on every event. */
  EVENT_SYSTEM: z.string().default("brightpath-web"),
  /** Segment source write key (public); unset = Segment off. */
  SEGMENT_WRITE_KEY: z.string().min(1).optional(),
  /** Google Tag Manager container id; unset = GTM off. */
  GTM_CONTAINER_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/, "must look like GTM-ABC1234")
    .optional(),
  AUTH0_CLIENT_ID: z.string().min(1, "is required"),
  AUTH0_CLIENT_SECRET: z.string().min(1, "is required"),
  /** API audience for access tokens (the platform API); optional. */
  AUTH0_AUDIENCE: z.string().optional(),
  /** Sentry DSN (server and browser); unset = error reporting off. */
  SENTRY_DSN: url.optional(),
  /** Platform GraphQL requests give up after this long (ms). */
  PLATFORM_TIMEOUT_MS: z.coerce.number().int().min(100).default(3_000),
  /** Each Storyblok CDN request gives up after this long (ms); a page's Storyblok reads run concurrently. */
  STORYBLOK_TIMEOUT_MS: z.coerce.number().int().min(100).default(3_000),
  /** Connect API (community events) requests give up after this long (ms). */
  CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(3_000),
  /** Checkout API requests give up after this long (ms). */
  CHECKOUT_TIMEOUT_MS: z.coerce.number().int().min(100).default(3_000),
  /** Location lookups give up after this long (ms); the page goes on without a country. */
  LOCATION_TIMEOUT_MS: z.coerce.number().int().min(100).default(1_500),
  /** Auth0 token calls (sign-in code exchange, token refresh) give up after this long (ms). */
  AUTH0_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3_000),
  /**
   * After an upstream fails (timeout, network, 5xx), calls to it fail at once for this long (ms)
   * before one trial call goes through: no retry storm, no second wait.
   */
  UPSTREAM_FAILURE_MEMORY_MS: z.coerce.number().int().min(0).default(10_000),
  /** Blue-platform flag (docs/product/members-and-sessions.md): platform requests carry the canary-routing header `x-canary: blue`. */
  BLUE_PLATFORM: flag,
};
