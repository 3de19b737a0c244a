import { z } from "zod";
import { sandboxAssetOrigin } from "~/domain/delivery/asset-origins";

/**
 * The sandbox's side of the environment (`MOCKS=true`: it answers every upstream): the
 * credentials its handlers accept, and the variables only it reads.
 */

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

/** Sandbox credentials that are secrets: published in this repository, so refused in production. */
export const SANDBOX_SECRETS = ["STORYBLOK_PREVIEW_TOKEN", "SESSION_SECRET", "AUTH0_CLIENT_SECRET", "STORYBLOK_WEBHOOK_SECRET", "HONEYCOMB_API_KEY"] as const;

/** The sandbox answers for every upstream, and its second origin serves every asset. */
export function sandboxDefaults(assetPort: number) {
  const assets = sandboxAssetOrigin(assetPort);
  return { ...SANDBOX_CREDENTIALS, STORYBLOK_ASSET_ORIGIN: assets, PLATFORM_IMAGE_ORIGIN: assets, PLATFORM_VIDEO_ORIGIN: assets };
}

/** Variables only the sandbox reads. */
export const sandboxVariables = {
  /**
   * Sandbox only: every sandboxed upstream (Storyblok, platform, connect, checkout, location)
   * answers this long after it is asked (ms), as a far-away upstream would: round trips in
   * series show in a page's time (`npm run bench`). 0 = at once.
   */
  SANDBOX_LATENCY_MS: z.coerce.number().int().min(0).max(10_000).default(0),
  /** Comma-separated story slugs the sandbox pretends do not exist (tests only). */
  SANDBOX_MISSING_STORIES: z.string().default(""),
  /** Sandbox only: Auth0's token endpoint fails this way from the start (`sandbox/auth0.ts`; tests and demos). */
  SANDBOX_AUTH0_FAULT: z.enum(SANDBOX_AUTH0_FAULTS).default("none"),
  /** Sandbox only: folder of story overrides shared by instances (`/__sandbox/storyblok/publish`). */
  SANDBOX_STORY_OVERRIDES_DIR: z.string().optional(),
};
