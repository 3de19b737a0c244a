import { z } from "zod";

/**
 * Where the site's images, videos and captions come from, as the Content-Security-Policy names
 * them: origins (`https://host[:port]`) read from the environment, never from content.
 */

/**
 * The asset host of each Storyblok region (https://www.storyblok.com/docs/concepts/assets,
 * "Regional domains"): the host the Content Delivery API writes into asset `filename`s.
 */
export const STORYBLOK_ASSET_ORIGINS = {
  eu: "https://a.storyblok.com",
  us: "https://a-us.storyblok.com",
  ap: "https://a-ap.storyblok.com",
  ca: "https://a-ca.storyblok.com",
  cn: "https://a.storyblokchina.cn",
} as const;

/** The asset origin of `region` (a STORYBLOK_REGION value); an unknown region reads as the default, eu (the region itself is reported invalid). */
export function storyblokAssetOrigin(region: string | undefined): string {
  return STORYBLOK_ASSET_ORIGINS[(region ?? "eu") as keyof typeof STORYBLOK_ASSET_ORIGINS] ?? STORYBLOK_ASSET_ORIGINS.eu;
}

const LABEL = "[a-z0-9]([a-z0-9-]*[a-z0-9])?";
/**
 * A CSP host source with its scheme: `https://` and a host, optionally `*.` for its subdomains
 * and a port; plain `http://` only for this machine (the sandbox's asset origin). No path: a
 * path in a source would allow only that path, which asset URLs never share.
 */
const ORIGIN = new RegExp(`^(https://(\\*\\.)?${LABEL}(\\.${LABEL})*|http://(localhost|127\\.0\\.0\\.1|${LABEL}\\.localhost))(:\\d{1,5})?$`, "i");

/** One or more origins, comma-separated (a trailing `/` is dropped), as a list of CSP sources. */
export const originList = z
  .string()
  .transform((list) =>
    list
      .split(",")
      .map((origin) => origin.trim().replace(/\/$/, "").toLowerCase())
      .filter(Boolean),
  )
  .refine(
    (origins) => origins.length > 0 && origins.every((origin) => ORIGIN.test(origin)),
    "must be origins such as https://images.example.com, comma-separated (no path)",
  );

/** The sandbox's second origin by default: 1000 above the site's port (below it when that is out of range). */
export function defaultSandboxAssetPort(port: number): number {
  return port + 1000 <= 65_535 ? port + 1000 : port - 1000;
}

/** The origin the sandbox serves its Storyblok and platform assets from. */
export function sandboxAssetOrigin(port: number): string {
  return `http://localhost:${port}`;
}
