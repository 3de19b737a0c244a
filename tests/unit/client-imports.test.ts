import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { APP, appImportGraph, reachable, type ImportGraph } from "./import-graph";

/**
 * Heavy libraries load only with the block that needs them: the packages each block view and
 * the document (root, entry, story page) import at run time, followed through app/.
 */
const FORM_BLOCKS = new Set(["affiliate_form", "registration_form"]);

const views = readdirSync(path.join(APP, "blocks")).filter((name) => existsSync(path.join(APP, "blocks", name, "index.tsx")));

function packagesOf(graph: ImportGraph, entries: readonly string[]): string[] {
  return [...new Set(reachable(graph, entries).flatMap((file) => graph.packages.get(file) ?? []))];
}

describe("browser code of the document and the block views", () => {
  let graph: ImportGraph;
  beforeAll(async () => {
    graph = await appImportGraph();
  }, 60_000);

  it("the document (root, entry, story page) imports no zod, i18n library, Storyblok SDK, phone or date library", () => {
    const packages = packagesOf(
      graph,
      ["root.tsx", "entry.client.tsx", "pages/StoryPage.tsx"].map((f) => path.join(APP, f)),
    );
    expect(packages).toContain("react");
    for (const heavy of [/^zod/, /^i18next$/, /^react-i18next$/, /^@storyblok\//, /^libphonenumber-js/, /^date-fns/, /^@conform-to\//]) {
      expect(packages.filter((name) => heavy.test(name))).toEqual([]);
    }
  });

  it.each(views)("%s imports zod and conform only if it is a form, and never libphonenumber-js or the Storyblok SDK", (name) => {
    const packages = packagesOf(graph, [path.join(APP, "blocks", name, "index.tsx")]);
    if (!FORM_BLOCKS.has(name)) expect(packages.filter((p) => /^zod|^@conform-to\//.test(p))).toEqual([]);
    expect(packages.filter((p) => /^libphonenumber-js|^@storyblok\/|^i18next|^react-i18next/.test(p))).toEqual([]);
  });

  it("sees the packages a module reaches (the check itself works)", () => {
    expect(packagesOf(graph, [path.join(APP, "blocks", "affiliate_form", "validate.ts")])).toEqual(expect.arrayContaining(["zod"]));
  });
});
