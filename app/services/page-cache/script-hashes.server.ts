import { createHash } from "node:crypto";
import { Parser } from "htmlparser2";

/**
 * CSP hash sources of a rendered page (docs/decisions/0026): a page shared by every visitor
 * cannot carry a per-request nonce, so its policy allows its inline scripts by their SHA-256
 * instead; its modules and their preloads load by `'self'` (security.server.ts).
 */

/** JSON data blocks (JSON-LD): never run, so no policy applies to them (HTML "data block"). */
const isDataBlock = (type: string | undefined) => type !== undefined && /^application\/(ld\+)?json$/i.test(type.trim());

/**
 * The `'sha256-…'` source of every inline script (`<script>` without `src`, JSON data blocks aside) in `html`, in
 * document order, each once. The hash is of the script's text exactly as the browser reads it
 * (raw text: no entity decoding), UTF-8 encoded (CSP Level 3, "script-src" hash matching).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  let text: string[] | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "script" && attributes.src === undefined && !isDataBlock(attributes.type)) text = [];
      },
      ontext(chunk) {
        text?.push(chunk);
      },
      onclosetag(name) {
        if (name !== "script" || !text) return;
        hashes.add(`'sha256-${createHash("sha256").update(text.join("")).digest("base64")}'`);
        text = null;
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return [...hashes];
}
