import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { BlokView } from "~/blocks/BlokView";
import { blockSchemas } from "~/blocks/schemas";
import type { BlokBase } from "~/blocks/types";
import { validateContent } from "~/blocks/validate";
import { componentsIn } from "~/blocks/views";
import { PageContext } from "~/components/page-context";
import { LANGUAGES } from "~/i18n/languages";
import { TranslationContextForTests } from "~/i18n/react";
import { pageStrings } from "~/i18n/strings.server";
import { createTranslator } from "~/i18n/translate";
import "./render"; // loads every block view

/**
 * The browser gets only the interface strings its page names (issue 15). Every sandbox story,
 * rendered with exactly the strings the server would send for it (chrome and its blocks'
 * groups), asks for no key it did not get.
 */
function storyFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? storyFiles(file) : name.endsWith(".json") ? [file] : [];
  });
}

const stories = storyFiles(path.resolve("sandbox/storyblok/stories")).map((file) => ({
  name: path.relative(path.resolve("sandbox/storyblok/stories"), file),
  content: (JSON.parse(readFileSync(file, "utf8")) as { story: { content: unknown } }).story.content,
}));

describe("a page's interface strings", () => {
  it.each(stories)("cover every key $name asks for", async ({ content }) => {
    for (const lang of ["en", "ar"] as const) {
      const { value } = validateContent(content, blockSchemas);
      const strings = pageStrings(lang, componentsIn(value), { chrome: true, preview: true });
      const missing: string[] = [];
      const page = (
        <PageContext.Provider value={{ lang, preview: true }}>
          <TranslationContextForTests value={createTranslator(lang, strings, (key) => missing.push(key))}>
            <BlokView blok={value as BlokBase} />
          </TranslationContextForTests>
        </PageContext.Provider>
      );
      // A data router, as Remix renders pages in one (blocks read loader and action data).
      const handler = createStaticHandler([{ id: "root", path: "/", loader: () => null, element: page }]);
      const context = await handler.query(new Request("http://localhost/"));
      if (context instanceof Response) throw new Error("unexpected redirect");
      renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />);
      expect(missing).toEqual([]);
    }
  });

  it("leave out the groups of blocks a page does not hold", () => {
    const strings = pageStrings("en", ["page", "hero"], { chrome: true });
    expect(Object.keys(strings)).toContain("nav");
    expect(Object.keys(strings)).not.toContain("preview");
    expect(Object.keys(pageStrings("en", [], { chrome: true, preview: true }))).toContain("preview");
    for (const foreign of ["affiliate", "quiz", "registration", "webinar"]) expect(Object.keys(strings)).not.toContain(foreign);
    expect(Object.keys(pageStrings("de", ["affiliate_form"], { chrome: false }))).toEqual(expect.arrayContaining(["affiliate", "form"]));
    expect(LANGUAGES.every((lang) => typeof pageStrings(lang, [], { chrome: true }).brand === "string")).toBe(true);
  });
});
