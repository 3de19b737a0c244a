import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { Parser } from "htmlparser2";
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

/** An HTML parser's answer (htmlparser2, as the browser tokenizes): the reference the search is held to. */
function parsedHashes(html: string): string[] {
  const hashes = new Set<string>();
  let text: string[] | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const type = attributes.type?.trim();
        if (name === "script" && attributes.src === undefined && !(type && /^application\/(ld\+)?json$/i.test(type))) text = [];
      },
      ontext(chunk) {
        text?.push(chunk);
      },
      onclosetag(name) {
        if (name === "script" && text) hashes.add(sha256(text.join("")));
        if (name === "script") text = null;
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return [...hashes];
}

describe("inlineScriptHashes against an HTML parser", () => {
  it("agrees on what React and Remix write: attributes that mention src or a type, look-alike tags, scripts that mention <script", () => {
    const documents = [
      '<head><script data-note="a src=b">one()</script><scripts>not a script</scripts></head>',
      '<body><p title="&lt;script&gt;">&lt;script&gt;x&lt;/script&gt;</p><script>const s = "<script" + ">";</script></body>',
      '<script async="" type="module">import "/a.js";</script><script type="application/ld+json">{"a":1}</script><script src="/b.js" async=""></script>',
      '<div><script nonce="abc">window.__remixContext = {"x":"\\u003c/script>"};</script><textarea>&lt;/script&gt;</textarea><script></script></div>',
    ];
    for (const html of documents) expect(inlineScriptHashes(html), html).toEqual(parsedHashes(html));
  });

  it("agrees on a whole rendered page", () => {
    const page = readFileSync(new URL("../../../tests/fixtures/rendered-home.html", import.meta.url), "utf8");
    expect(inlineScriptHashes(page)).toHaveLength(5);
    expect(inlineScriptHashes(page)).toEqual(parsedHashes(page));
  });
});
