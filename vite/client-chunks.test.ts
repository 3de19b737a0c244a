import { describe, expect, it } from "vitest";
import { chunksFromManifest } from "./client-chunks";

describe("chunksFromManifest", () => {
  const framework = { file: "assets/framework-1.js" };
  const root = { file: "assets/root-1.js", imports: ["assets/framework-1.js", "assets/shared-1.js"] };
  const shared = { file: "assets/shared-1.js", imports: ["assets/framework-1.js"] };
  const field = { file: "assets/Field-1.js", imports: ["assets/framework-1.js"] };
  // Rollup folded two small views into one chunk.
  const layout = { file: "assets/index-l.js", imports: ["assets/framework-1.js", "assets/shared-1.js"] };
  const affiliate = { file: "assets/index-a.js", imports: ["assets/framework-1.js", "assets/shared-1.js", "assets/Field-1.js"] };
  const errorPage = { file: "assets/ErrorPage-1.js", imports: ["assets/framework-1.js", "assets/Field-1.js"] };
  const german = { file: "assets/de-1.js" };
  const manifest = {
    "assets/framework-1.js": framework,
    "node_modules/react/index.js": framework,
    "assets/root-1.js": root,
    "app/root.tsx": root,
    "app/entry.client.tsx": { file: "assets/entry.client-1.js", imports: ["assets/framework-1.js"] },
    "assets/shared-1.js": shared,
    "assets/Field-1.js": field,
    "assets/index-l.js": layout,
    "app/blocks/header/index.tsx": layout,
    "app/blocks/footer/index.tsx": layout,
    "assets/index-a.js": affiliate,
    "app/blocks/affiliate_form/index.tsx": affiliate,
    "assets/de-1.js": german,
    "../main/node_modules/date-fns/locale/de.js": german,
    "assets/ErrorPage-1.js": errorPage,
    "app/pages/ErrorPage.tsx": errorPage,
  };

  it("lists the chunk holding a view first, then what it imports beyond what every page loads", () => {
    expect(chunksFromManifest(manifest, "/").blocks.affiliate_form).toEqual(["/assets/index-a.js", "/assets/Field-1.js"]);
  });

  it("names the same chunk for views Rollup put together", () => {
    const { blocks } = chunksFromManifest(manifest, "/");
    expect(blocks.header).toEqual(["/assets/index-l.js"]);
    expect(blocks.footer).toEqual(["/assets/index-l.js"]);
  });

  it("maps date-fns locale files to interface languages, wherever node_modules lies", () => {
    expect(chunksFromManifest(manifest, "/").dateLocales).toEqual({ de: ["/assets/de-1.js"] });
  });

  it("names the error page's chunk and what it needs beyond every page's files", () => {
    expect(chunksFromManifest(manifest, "/").errorPage).toEqual(["/assets/ErrorPage-1.js", "/assets/Field-1.js"]);
    const { "app/pages/ErrorPage.tsx": _, ...withoutErrorPage } = manifest;
    expect(chunksFromManifest(withoutErrorPage, "/").errorPage).toEqual([]);
  });
});
