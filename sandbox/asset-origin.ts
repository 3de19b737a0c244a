/**
 * Where the sandbox's answers point asset URLs. The fixtures name assets by site-relative
 * paths (`/sandbox-assets/…`); once the server serves them from a second origin
 * (`serveSandboxAssets`, sandbox/assets.ts), Storyblok's and the platform's answers name that
 * origin instead, as the real services name their asset hosts, so the browser loads every asset
 * cross-origin under the site's Content-Security-Policy. Unit tests start no such server and
 * read the paths as they are.
 */
let origin = "";

/** From now on, asset URLs in sandbox answers start with `assetOrigin` (e.g. `http://localhost:4000`). */
export function pointAssetsAt(assetOrigin: string): void {
  origin = assetOrigin.replace(/\/$/, "");
}

/**
 * `body` with every string that starts with `/sandbox-assets/` (a JSON string value, or an
 * attribute value inside one, such as rich text's `src="…"`) made absolute on the asset origin.
 */
export function onAssetOrigin<T>(body: T): T {
  if (!origin) return body;
  return JSON.parse(JSON.stringify(body).replaceAll('"/sandbox-assets/', `"${origin}/sandbox-assets/`)) as T;
}
