import { createHash } from "node:crypto";
import { anonymousPage } from "../../app/domain/delivery/cache-policy";

/** What shared pages are checked by (page-cache and experiments specs). */

/** The Cache-Control of a page CDNs may keep, whatever its `CDN_MAX_AGE_S` (`anonymousPage`, app/domain/delivery/cache-policy.ts). */
export const SHARED = new RegExp(`^${anonymousPage(0).replace("s-maxage=0", "s-maxage=\\d+")}$`);

/** The `'sha256-…'` source of each inline script of `html` (as a browser hashes it: the raw text, UTF-8). */
/** Inline scripts the browser runs: not those with `src`, nor JSON-LD (a data block, which CSP does not govern). */
export function inlineScriptSources(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
    ([, attributes]) => !/\bsrc=|type="application\/ld\+json"/.test(attributes ?? ""),
  );
  return [
    ...new Set(
      scripts.map(
        ([, , text]) =>
          `'sha256-${createHash("sha256")
            .update(text ?? "", "utf8")
            .digest("base64")}'`,
      ),
    ),
  ];
}

export const scriptSrc = (response: Response) => /script-src ([^;]*)/.exec(response.headers.get("content-security-policy") ?? "")?.[1]?.split(" ") ?? [];
