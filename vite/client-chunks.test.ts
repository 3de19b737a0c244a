import { describe, expect, it } from "vitest";
import { chunksFromManifest } from "./client-chunks";

describe("chunksFromManifest", () => {
  const manifest = {
    "app/entry.client.tsx": { file: "assets/entry.client-1.js", isEntry: true, imports: ["_framework-1.js"] },
    "app/root.tsx": { file: "assets/root-1.js", isEntry: true, imports: ["_framework-1.js", "_site-1.js"] },
    "_framework-1.js": { file: "assets/framework-1.js" },
    "_site-1.js": { file: "assets/site-1.js", imports: ["_framework-1.js"] },
    "_Field-1.js": { file: "assets/Field-1.js", imports: ["_framework-1.js"] },
    "_static-views-1.js": { file: "assets/static-views-1.js", imports: ["_framework-1.js", "_site-1.js", "_Field-1.js"] },
    "app/blocks/affiliate_form/index.tsx": { file: "assets/index-a.js", imports: ["_framework-1.js", "_site-1.js", "_Field-1.js"] },
    "node_modules/date-fns/locale/de.js": { file: "assets/de-1.js" },
    "app/pages/ErrorPage.tsx": { file: "assets/ErrorPage-1.js", imports: ["_framework-1.js", "_site-1.js", "_Field-1.js"] },
  };

  it("lists a view's own chunk first, then what it imports beyond what every page loads", () => {
    expect(chunksFromManifest(manifest, "/").blocks.affiliate_form).toEqual(["/assets/index-a.js", "/assets/Field-1.js"]);
  });

  it("names the shared site and static-views chunks for the views bundled in them", () => {
    const { blocks } = chunksFromManifest(manifest, "/");
    expect(blocks.header).toEqual(["/assets/site-1.js"]);
    expect(blocks.hero).toEqual(["/assets/static-views-1.js", "/assets/Field-1.js"]);
  });

  it("maps date-fns locale files to interface languages", () => {
    expect(chunksFromManifest(manifest, "/").dateLocales).toEqual({ de: ["/assets/de-1.js"] });
  });

  it("names the error page's own chunk and what it needs beyond every page's files", () => {
    expect(chunksFromManifest(manifest, "/").errorPage).toEqual(["/assets/ErrorPage-1.js", "/assets/Field-1.js"]);
    const { "app/pages/ErrorPage.tsx": _, ...withoutErrorPage } = manifest;
    expect(chunksFromManifest(withoutErrorPage, "/").errorPage).toEqual([]);
  });
});
