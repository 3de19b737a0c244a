import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { blockSchemas } from "~/block-kit/schemas";
import { validateContent } from "~/block-kit/validate";
import { renderRichText } from "~/content/rich-text";
import { pageContentArbitrary, richTextDocument } from "../support/content-arbitraries";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { BlokView } from "~/block-kit/BlokView";
import type { BlokBase } from "~/block-kit/types";
import { PageContext } from "~/components/page-context";
import { Translations } from "./render";

/**
 * Property-based: whatever a story holds, validation and rendering never
 * throw, rich text never writes unsanitised CSS or editor attributes into the HTML.
 * Fixed seed by default (reproducible); CONTENT_SEED=random explores.
 */
const seed = process.env.CONTENT_SEED === "random" ? Date.now() : Number(process.env.CONTENT_SEED ?? 18);
const options = { seed, numRuns: 120 };

/**
 * Server-renders validated content inside a data router (some views read route data, e.g. the
 * root loader's), with the language's strings and the page context, as a page does.
 */
async function renderInDataRouter(content: unknown, preview: boolean): Promise<string> {
  const { value } = validateContent(content, blockSchemas, new Map(), { richText: (d) => renderRichText(d, "de") });
  const routes = [
    {
      id: "root",
      path: "/",
      loader: () => null,
      element: (
        <Translations lang="de">
          <PageContext.Provider value={{ lang: "de", preview }}>
            <BlokView blok={value as BlokBase} />
          </PageContext.Provider>
        </Translations>
      ),
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("unexpected response");
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
}

/** A style attribute the renderer may write: only these properties, only generated values. */
const SAFE_STYLE = /^(?:(?:text-align:(?:left|center|right|justify)|(?:background-)?color:(?:#[0-9A-F]{6}(?:[0-9A-F]{2})?|hsl\([\d., %]+\))|width:\d+px);?)+$/;

describe("hostile content", () => {
  it("rich text of any shape renders, with only sanitised styles and no editor attributes", () => {
    fc.assert(
      fc.property(richTextDocument, (document) => {
        const { value } = renderRichText(document, "de");
        for (const part of value.parts ?? []) {
          if (!("html" in part)) continue;
          for (const [, style] of part.html.matchAll(/style="([^"]*)"/g)) expect(style).toMatch(SAFE_STYLE);
          expect(part.html).not.toMatch(/\s(textAlign|backgroundColor|colwidth|linktype|uuid|fallbackImage|custom)=|javascript:/i);
          expect(part.html).not.toContain("<script");
        }
      }),
      options,
    );
  });

  it("a page of bloks with wrong field types validates and renders, for visitors and in preview", async () => {
    fc.assert(
      fc.asyncProperty(pageContentArbitrary(blockSchemas), fc.boolean(), async (content, preview) => {
        const html = await renderInDataRouter(content, preview);
        expect(html).toContain('data-block="page"');
        if (!preview) expect(html).not.toMatch(/__unknown__|__invalid__/);
      }),
      options,
    );
  });
});
