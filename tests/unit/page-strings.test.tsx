import { readdirSync, readFileSync, statSync } from "node:fs";
import type { ComponentType } from "react";
import type { LoaderFunctionArgs } from "@remix-run/node";
import path from "node:path";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { BlokView } from "~/block-kit/BlokView";
import { blockSchemas } from "~/block-kit/schemas";
import type { BlokBase } from "~/block-kit/types";
import { validateContent } from "~/block-kit/validate";
import { componentsIn } from "~/block-kit/views";
import { PageContext } from "~/components/page-context";
import { LANGUAGES } from "~/i18n/languages";
import { TranslationContextForTests } from "~/i18n/react";
import { pageStrings } from "~/block-kit/page-strings.server";
import { createTranslator, type Strings } from "~/i18n/translate";
import "./render"; // loads every block view

/**
 * The browser gets only the interface strings its page names. Every sandbox story,
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

type RouteModule = { loader: (args: LoaderFunctionArgs) => Promise<unknown>; default: ComponentType };
const routeModules = import.meta.glob<RouteModule>("../../app/routes/*.tsx");
/** Addresses that render a fixed route's view (the login page renders only when sign-in is down). */
const ROUTE_PATHS: Record<string, string> = { "($lang).login": "/login?unavailable=1" };

describe("a fixed route's interface strings", () => {
  /** Fixed routes whose views name interface strings beyond the chrome's. */
  const routes = ["($lang).test-no-sb", "($lang).test-no-tw-no-sb", "($lang).auth0-token-demo", "($lang).login"];

  it("stay out of every page's root data", () => {
    const chrome = Object.keys(pageStrings("en", [], { chrome: true }));
    for (const group of ["systemCheck", "tokenDemo", "signInUnavailable"]) expect(chrome).not.toContain(group);
  });

  it.each(routes)("come with the loader of %s and cover every key its view asks for", async (name) => {
    const module = await routeModules[`../../app/routes/${name}.tsx`]!();
    const path = ROUTE_PATHS[name] ?? `/${name.replace(/^\(\$lang\)\./, "")}`;
    for (const lang of ["en", "ar"] as const) {
      const handler = createStaticHandler([
        {
          id: "route",
          path: "*",
          loader: (args) => module.loader({ ...args, params: lang === "en" ? {} : { lang }, context: { cspNonce: "" } }),
          Component: module.default,
        },
      ]);
      const context = await handler.query(new Request(`http://localhost${lang === "en" ? "" : `/${lang}`}${path}`));
      if (context instanceof Response) throw new Error(`unexpected redirect from ${name}`);
      const sent = (context.loaderData.route as { strings?: Strings }).strings ?? {};
      const chrome = pageStrings(lang, [], { chrome: true });
      expect(Object.keys(sent).length).toBeGreaterThan(0);
      for (const group of Object.keys(sent)) expect(Object.keys(chrome)).not.toContain(group);
      const missing: string[] = [];
      const strings = { ...chrome, ...sent };
      renderToString(
        <PageContext.Provider value={{ lang, preview: false }}>
          <TranslationContextForTests value={createTranslator(lang, strings, (key) => missing.push(key))}>
            <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />
          </TranslationContextForTests>
        </PageContext.Provider>,
      );
      expect(missing).toEqual([]);
    }
  });
});
