import { z } from "zod";
import { defaultSandboxAssetPort, originList, sandboxAssetOrigin, storyblokAssetOrigin } from "./domain/asset-origins";

/**
 * Server configuration, validated with zod once at start.
 *
 * `APP_ENV` (production | dev) picks a set of upstream defaults (docs/product/README.md#environments: two environments
 * with separate auth and API domains); every URL can still be overridden one by one.
 * With `MOCKS=true` the sandbox answers every upstream, so credentials get sandbox values.
 * Without it, a missing required variable stops the server with a message naming it.
 */
const DOMAINS = {
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

/** Values the sandbox uses for credentials; its MSW handlers accept exactly these. */
export const SANDBOX_CREDENTIALS = {
  STORYBLOK_PUBLIC_TOKEN: "sandbox-public-token",
  STORYBLOK_PREVIEW_TOKEN: "sandbox-preview-token",
  STORYBLOK_SPACE_ID: "100001",
  HONEYCOMB_API_KEY: "sandbox-honeycomb-key",
  SEGMENT_WRITE_KEY: "sandbox-write-key",
  GTM_CONTAINER_ID: "GTM-SANDBOX",
  SESSION_SECRET: "sandbox-session-secret-not-for-production",
  AUTH0_CLIENT_ID: "sandbox-client-id",
  AUTH0_CLIENT_SECRET: "sandbox-client-secret",
  CAKE_CONVERSION_URL: "/__sandbox/cake/p.ashx",
  CAKE_OFFER_ID: "101",
  REDIRECT_ALLOWED_HOSTS: "shop.brightpath.example,www.brightpath-archive.example",
  STORYBLOK_WEBHOOK_SECRET: "sandbox-webhook-secret",
} as const;

/** Ways the sandbox's Auth0 token endpoint can be made to fail: see `sandbox/auth0.ts`. */
export const SANDBOX_AUTH0_FAULTS = ["none", "500", "malformed", "hang", "down"] as const;

/** Shortest accepted session secret, in characters. */
export const MIN_SECRET_LENGTH = 32;

/** Sandbox credentials that are secrets: published in this repository, so refused in production. */
const SANDBOX_SECRETS = ["STORYBLOK_PREVIEW_TOKEN", "SESSION_SECRET", "AUTH0_CLIENT_SECRET", "STORYBLOK_WEBHOOK_SECRET", "HONEYCOMB_API_KEY"] as const;

const flag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

const baseSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** The sandbox answers for every upstream: exactly `true` or `false` (a typo must not half-mount it). */
    MOCKS: z
      .enum(["true", "false"], { errorMap: () => ({ message: "must be true or false" }) })
      .default("false")
      .transform((v) => v === "true"),
    APP_ENV: z.enum(["production", "dev"]).default("production"),
    /**
     * Sandbox only: the port of the second origin that serves the sandbox's Storyblok and platform
     * assets, so pages load them cross-origin as in production (default PORT + 1000).
     */
    SANDBOX_ASSET_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  })
  .transform((env) => ({ ...env, SANDBOX_ASSET_PORT: env.SANDBOX_ASSET_PORT ?? defaultSandboxAssetPort(env.PORT) }))
  .refine((env) => env.SANDBOX_ASSET_PORT !== env.PORT, { message: "must differ from PORT", path: ["SANDBOX_ASSET_PORT"] });

const url = z.string().url();

/** `host` or `host:port` that makes a valid `https://` origin (a malformed AUTH0_DOMAIN failed /login and every token call at run time). */
function isHostAndPort(value: string): boolean {
  if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i.test(value)) return false;
  return URL.canParse(`https://${value}/`);
}

const upstreamSchema = z.object({
  SITE_URL: url,
  PLATFORM_URL: url,
  /** Connect API (community events, `POST {connect-api}/graphql`, docs/product/learning-catalogue.md); shares PLATFORM_TIMEOUT_MS. */
  CONNECT_API_URL: url,
  /** Checkout API (`GET {checkout-api}/v2/api/tiers`, order summaries; docs/product/sales-and-orders.md). */
  CHECKOUT_API_URL: url,
  /** Host (and optional port) of secure checkout links, without scheme (docs/product/sales-and-orders.md): links must start with `https://` + it. */
  SECURE_CHECKOUT_HOST: z
    .string()
    .regex(
      /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i,
      "must be a host name such as secure.example.com (no scheme, no path)",
    )
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
  /** Published stories stay fresh this long before a background refresh (ms). */
  STORY_CACHE_TTL_MS: z.coerce.number().int().min(0).default(60_000),
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
  /**
   * Signs the session cookie; rotate by prepending a new secret (comma-separated, newest first).
   * Each entry holds at least 32 characters: an empty one (a trailing comma) would sign nothing.
   */
  SESSION_SECRET: z
    .string()
    .refine(
      (value) => value.split(",").every((secret) => secret.trim().length >= MIN_SECRET_LENGTH),
      `must be comma-separated secrets of at least ${MIN_SECRET_LENGTH} characters each, none empty`,
    ),
  AUTH0_CLIENT_ID: z.string().min(1, "is required"),
  AUTH0_CLIENT_SECRET: z.string().min(1, "is required"),
  /** API audience for access tokens (the platform API); optional. */
  AUTH0_AUDIENCE: z.string().optional(),
  /** Sentry DSN (server and browser); unset = error reporting off. */
  SENTRY_DSN: url.optional(),
  /**
   * Hosts, besides the site's own and the checkout's, that redirects may lead to (`/redirect`,
   * page directives, countdowns): comma-separated host names. Any other external target goes
   * to the language's home page.
   */
  REDIRECT_ALLOWED_HOSTS: z
    .string()
    .default("")
    .transform((list) =>
      list
        .split(",")
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine(
      (hosts) => hosts.every((host) => /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(host)),
      "must be host names separated by commas",
    ),
  /** Name of the locale cookie (docs/product/routes-and-languages.md); unset = no locale cookie. */
  LOCALE_COOKIE_NAME: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, "must be a cookie name")
    .optional(),
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
  /**
   * After an upstream fails (timeout, network, 5xx), calls to it fail at once for this long (ms)
   * before one trial call goes through: no retry storm, no second wait.
   */
  UPSTREAM_FAILURE_MEMORY_MS: z.coerce.number().int().min(0).default(10_000),
  /** Blue-platform flag (docs/product/members-and-sessions.md): platform requests carry the canary-routing header `x-canary: blue`. */
  BLUE_PLATFORM: flag,
  /**
   * Sandbox only: every sandboxed upstream (Storyblok, platform, connect, checkout, location)
   * answers this long after it is asked (ms), as a far-away upstream would: round trips in
   * series show in a page's time (`npm run bench`). 0 = at once.
   */
  SANDBOX_LATENCY_MS: z.coerce.number().int().min(0).max(10_000).default(0),
  /** Comma-separated story slugs the sandbox pretends do not exist (tests only). */
  SANDBOX_MISSING_STORIES: z.string().default(""),
  /**
   * True behind exactly one trusted proxy (Fly's edge, set in fly.toml): the client IP is taken
   * from `Fly-Client-IP`, else the last `X-Forwarded-For` entry. Off (default): the socket's
   * address, and those headers are ignored — anyone can forge them.
   */
  TRUST_PROXY: flag,
  /**
   * Redis shared by every instance for rate limits and members' sessions (`redis://` or
   * `rediss://`, e.g. Upstash on Fly). Unset: limits are counted in memory and sessions kept in
   * files (`SESSION_DIR`), per instance.
   */
  REDIS_URL: url.refine((value) => /^rediss?:\/\//i.test(value), "must be a redis:// or rediss:// URL").optional(),
  /**
   * Folder of members' sessions when `REDIS_URL` is unset (one file per session; created when
   * needed). Unset: `brightpath-sessions` in the system's temporary folder.
   */
  SESSION_DIR: z.string().min(1).optional(),
  /** Auth0 token calls (sign-in code exchange, token refresh) give up after this long (ms). */
  AUTH0_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3_000),
  /** Sandbox only: Auth0's token endpoint fails this way from the start (`sandbox/auth0.ts`; tests and demos). */
  SANDBOX_AUTH0_FAULT: z.enum(SANDBOX_AUTH0_FAULTS).default("none"),
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
  /** More ad or campaign parameters (comma-separated) that never change a page, beyond `utm_*`, `gclid`, … (app/domain/page-query.ts). */
  EXTRA_TRACKING_PARAMS: z
    .string()
    .transform((list) =>
      list
        .split(",")
        .map((name) => name.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, "must be parameter names separated by commas")))
    .default(""),
  /** Sandbox only: folder of story overrides shared by instances (`/__sandbox/storyblok/publish`). */
  SANDBOX_STORY_OVERRIDES_DIR: z.string().optional(),
});

export type Env = z.infer<typeof baseSchema> & z.infer<typeof upstreamSchema>;

/** Thrown when the environment is invalid; the message names every offending variable. */
export class EnvError extends Error {}

/**
 * Parses `source` (default `process.env`) into {@link Env}.
 * @throws {EnvError} naming each missing or malformed variable.
 */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const clean = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const base = baseSchema.safeParse(clean);
  if (!base.success) throw new EnvError(describe(base.error));
  const defaults = {
    ...DOMAINS[base.data.APP_ENV],
    STORYBLOK_ASSET_ORIGIN: storyblokAssetOrigin(clean.STORYBLOK_REGION),
    ...(base.data.MOCKS ? sandboxDefaults(base.data.SANDBOX_ASSET_PORT) : {}),
  };
  const upstream = upstreamSchema.safeParse({ ...defaults, ...clean });
  if (!upstream.success) throw new EnvError(describe(upstream.error));
  if (!base.data.MOCKS && base.data.APP_ENV === "production") {
    const published = SANDBOX_SECRETS.filter((name) =>
      String(upstream.data[name] ?? "")
        .split(",")
        .some((value) => value.trim() === SANDBOX_CREDENTIALS[name]),
    );
    if (published.length)
      throw new EnvError(
        `Invalid environment (see .env.example):\n  ${published.map((name) => `${name} is the sandbox's public value; set a secret of your own`).join("\n  ")}`,
      );
  }
  return { ...base.data, ...upstream.data };
}

/** The sandbox answers for every upstream, and its second origin serves every asset. */
function sandboxDefaults(assetPort: number) {
  const assets = sandboxAssetOrigin(assetPort);
  return { ...SANDBOX_CREDENTIALS, STORYBLOK_ASSET_ORIGIN: assets, PLATFORM_IMAGE_ORIGIN: assets, PLATFORM_VIDEO_ORIGIN: assets };
}

function describe(error: z.ZodError): string {
  const lines = error.issues.map((issue) => {
    const name = issue.path.join(".");
    return issue.code === "invalid_type" && issue.received === "undefined" ? `${name} is missing` : `${name} ${issue.message}`;
  });
  return `Invalid environment (see .env.example):\n  ${lines.join("\n  ")}`;
}

/**
 * Hosts redirects may lead to outside the site's paths: the site's own host, the checkout's,
 * and `REDIRECT_ALLOWED_HOSTS` (no open redirects).
 */
export function redirectHosts(env: Env = getEnv()): ReadonlySet<string> {
  return new Set([new URL(env.SITE_URL).hostname, env.SECURE_CHECKOUT_HOST.replace(/:\d+$/, ""), ...env.REDIRECT_ALLOWED_HOSTS]);
}

let cached: Env | undefined;

/** The validated environment of this process (parsed on first use). */
export function getEnv(): Env {
  cached ??= parseEnv();
  return cached;
}
