import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { reachableSources } from "./source-graph";

/**
 * Heavy libraries load only with the block that needs them (issue 15): what each block view
 * and the document (root, entry) import at run time, followed through app/.
 */
const APP = path.resolve("app");
const FORM_BLOCKS = new Set(["affiliate_form", "registration_form"]);

/** Packages a module of `files` imports at run time (type-only imports left out). */
function packagesOf(files: readonly string[]): Set<string> {
  const found = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, "utf8").matchAll(/^\s*import\s+(?!type\b)[^;]*?from\s+"([^".~][^"]*)"/gm)) found.add(match[1]!);
  }
  return found;
}

const views = readdirSync(path.join(APP, "blocks")).filter((name) => existsSync(path.join(APP, "blocks", name, "index.tsx")));

describe("browser code of the document and the block views", () => {
  it("the document (root, entry, story page) imports no zod, i18n library, Storyblok SDK, phone or date library", () => {
    const files = reachableSources(APP, ["root.tsx", "entry.client.tsx", "pages/StoryPage.tsx"].map((f) => path.join(APP, f)));
    const packages = [...packagesOf(files)];
    for (const heavy of [/^zod/, /^i18next$/, /^react-i18next$/, /^@storyblok\//, /^libphonenumber-js/, /^date-fns/, /^@conform-to\//]) {
      expect(packages.filter((name) => heavy.test(name))).toEqual([]);
    }
  });

  it.each(views)("%s imports zod and conform only if it is a form, and never libphonenumber-js or the Storyblok SDK", (name) => {
    const packages = [...packagesOf(reachableSources(APP, [path.join(APP, "blocks", name, "index.tsx")]))];
    if (!FORM_BLOCKS.has(name)) expect(packages.filter((p) => /^zod|^@conform-to\//.test(p))).toEqual([]);
    expect(packages.filter((p) => /^libphonenumber-js|^@storyblok\/|^i18next|^react-i18next/.test(p))).toEqual([]);
  });
});
