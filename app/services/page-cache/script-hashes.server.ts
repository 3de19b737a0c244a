import { createHash } from "node:crypto";

/**
 * CSP hash sources of a rendered page (docs/decisions/0026): a page shared by every visitor
 * cannot carry a per-request nonce, so its policy allows its inline scripts by their SHA-256
 * instead; its modules and their preloads load by `'self'` (security.server.ts).
 *
 * The document is this server's own React render, not arbitrary HTML, so its scripts are found
 * by their tags alone (docs/decisions/0060-render-cost.md): React writes every tag in
 * lower case, quotes and escapes every attribute value (no `>` inside one), and escapes `<` in
 * text; Remix escapes `</` inside the scripts it writes. So `<script` opens a script element,
 * the first `>` after it ends the tag, and the first `</script>` after that ends the script.
 * A search over the text costs a fraction of an HTML parse of the whole page, and the unit tests
 * hold it to an HTML parser's answer on rendered pages.
 */

/** JSON data blocks (JSON-LD): never run, so no policy applies to them (HTML "data block"). */
const isDataBlock = (type: string | undefined) => type !== undefined && /^application\/(ld\+)?json$/i.test(type.trim());

/** The attributes of an opening tag React wrote (`<script type="module" async="">`): names, and values in double quotes. */
const attributesOf = (tag: string) =>
  new Map([...tag.matchAll(/\s([^\s="'>/]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [name!.toLowerCase(), value ?? ""]));

/**
 * The `'sha256-…'` source of every inline script (`<script>` without `src`, JSON data blocks aside) in `html`, in
 * document order, each once. The hash is of the script's text exactly as the browser reads it
 * (raw text: no entity decoding), UTF-8 encoded (CSP Level 3, "script-src" hash matching).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (let open = html.indexOf("<script"); open !== -1; open = html.indexOf("<script", open + 1)) {
    const next = html.charCodeAt(open + 7);
    // `<script>` or `<script …>`: not another element whose name starts so.
    if (next !== 0x3e && next !== 0x20) continue;
    const tagEnd = html.indexOf(">", open);
    const close = tagEnd === -1 ? -1 : html.indexOf("</script>", tagEnd);
    if (close === -1) break;
    const attributes = attributesOf(html.slice(open + 7, tagEnd));
    if (!attributes.has("src") && !isDataBlock(attributes.get("type"))) {
      hashes.add(
        `'sha256-${createHash("sha256")
          .update(html.slice(tagEnd + 1, close))
          .digest("base64")}'`,
      );
    }
    open = close;
  }
  return [...hashes];
}
