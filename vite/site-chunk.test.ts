import path from "node:path";
import { describe, expect, it } from "vitest";
import { SITE_BLOCKS, siteChunk } from "./site-chunk";
import { reachableSources } from "./source-graph";

const APP = path.resolve("app");

describe("client chunks (vite/site-chunk.ts)", () => {
  it("puts number formatting in its own intl chunk, layout modules in site, React in framework", () => {
    expect(siteChunk(path.join(APP, "domain/intl.ts"))).toBe("intl");
    expect(siteChunk(path.join(APP, "domain/format.ts"))).toBe("intl");
    expect(siteChunk("/repo/node_modules/@formatjs/fast-memoize/lib/index.js")).toBe("intl");
    expect(siteChunk(path.join(APP, "domain/locale-path.ts"))).toBe("site");
    expect(siteChunk(path.join(APP, "blocks/header/index.tsx"))).toBe("site");
    expect(siteChunk("/repo/node_modules/react-dom/cjs/react-dom.production.min.js")).toBe("framework");
    expect(siteChunk(path.join(APP, "blocks/countdown/index.tsx"))).toBeUndefined();
  });

  it("no view of the site chunk, nor the document, formats numbers: a page of site blocks never fetches the intl chunk", () => {
    const entries = [
      ...SITE_BLOCKS.map((name) => path.join(APP, "blocks", name, "index.tsx")),
      ...["root.tsx", "entry.client.tsx", "pages/StoryPage.tsx"].map((file) => path.join(APP, file)),
    ];
    const reached = reachableSources(APP, entries).filter((file) => siteChunk(file) === "intl");
    expect(reached.map((file) => path.relative(APP, file))).toEqual([]);
  });
});
