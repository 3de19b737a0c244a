import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./script-hashes.server";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each inline script's raw text once, in document order, and skips scripts with src", () => {
    const first = 'window.__remixContext = {"a":"&amp; <\\/script>"};';
    const second = "import('/assets/x.js'); // أهلا 你好 🙂";
    const html = `<!DOCTYPE html><html><head><script>${first}</script><script type="module" src="/assets/a.js"></script></head><body><script type="module" async="">${second}</script><script>${first}</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(first), sha256(second)]);
  });

  it("hashes an empty inline script and finds none in a page without scripts", () => {
    expect(inlineScriptHashes("<p>no scripts</p>")).toEqual([]);
    expect(inlineScriptHashes("<script></script>")).toEqual([sha256("")]);
  });

  it("leaves JSON-LD data blocks out: they never run, so the policy need not name them", () => {
    const ld = '{"@context":"https://schema.org","@type":"WebSite"}';
    const html = `<script type="application/ld+json">${ld}</script><script>boot()</script><script type="importmap">{}</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha256("boot()"), sha256("{}")]);
  });
});
