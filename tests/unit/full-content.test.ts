import { decode, encode } from "turbo-stream";
import { describe, expect, it } from "vitest";
import { emptyFullContent, fullContentOfRoutes, withFullContent } from "~/block-kit/static-bloks.server";
import { documentHeadOfRoutes, withDocumentHead } from "~/pages/document-head.server";

/** What the browser receives of `data`: Remix's single fetch serializes loader data with turbo-stream. */
async function sentToBrowser(data: unknown): Promise<unknown> {
  const decoded = await decode(encode(data));
  await decoded.done;
  return decoded.value;
}

const blok = (uid: string) => ({ component: "rich_text", _uid: uid, text: `full text of ${uid}` });

describe("the full content behind a document's stubs", () => {
  it("travels with the route's data to the document, and never to the browser", async () => {
    const full = emptyFullContent();
    full.bloks.set("b1", blok("b1"));
    full.blockData.b1 = { secret: "server only" };
    const data = withFullContent({ story: { content: { component: "rich_text", _uid: "b1", _static: "div" } } }, full);
    expect(fullContentOfRoutes({ "story-index": data })?.bloks.get("b1")).toEqual(blok("b1"));
    const sent = JSON.stringify(await sentToBrowser({ loaderData: { "story-index": data } }));
    expect(sent).toContain('"_static":"div"');
    expect(sent).not.toContain("full text of b1");
    expect(sent).not.toContain("server only");
    expect(JSON.stringify(data)).not.toContain("full text of b1");
  });

  it("is kept by a copy of the data, as Sentry's wrapper of the root loader makes one to add its trace", () => {
    const full = emptyFullContent();
    full.bloks.set("h1", blok("h1"));
    const head = {
      preloads: [{ href: "/assets/header.js", views: ["header"] }],
      structuredData: [],
      links: [{ rel: "preconnect", href: "https://a.storyblok.com" }],
    };
    const copied = { ...withDocumentHead(withFullContent({ lang: "en" }, full), head), sentryTrace: "t" };
    expect(fullContentOfRoutes({ root: copied })?.bloks.get("h1")).toEqual(blok("h1"));
    expect(documentHeadOfRoutes({ root: copied })).toEqual(head);
  });

  it("leaves the document head out of what the browser receives, and merges it in route order", async () => {
    const item = { "@context": "https://schema.org", "@type": "WebPage", name: "only for crawlers" } as never;
    const data = withDocumentHead({ x: 1 }, { preloads: [{ href: "/assets/page.js" }], structuredData: [item], links: [] });
    expect(JSON.stringify(await sentToBrowser({ loaderData: { page: data } }))).not.toContain("only for crawlers");
    const root = withDocumentHead({}, { preloads: [{ href: "/assets/root.js" }], structuredData: [], links: [{ rel: "preconnect", href: "https://one" }] });
    expect(documentHeadOfRoutes({ root, page: data })).toEqual({
      preloads: [{ href: "/assets/root.js" }, { href: "/assets/page.js" }],
      structuredData: [item],
      links: [{ rel: "preconnect", href: "https://one" }],
    });
    expect(documentHeadOfRoutes({ root: {}, page: null })).toEqual({ preloads: [], structuredData: [], links: [] });
  });

  it("merges the root's and the page's, and is null when no route sent stubs", () => {
    const root = emptyFullContent();
    root.bloks.set("h1", blok("h1"));
    const page = emptyFullContent();
    page.bloks.set("p1", blok("p1"));
    page.blockData.p1 = { n: 1 };
    page.strings = { brand: "Brightpath" };
    const merged = fullContentOfRoutes({ root: withFullContent({ lang: "en" }, root), "story-index": withFullContent({ x: 1 }, page) });
    expect([...(merged?.bloks.keys() ?? [])].sort()).toEqual(["h1", "p1"]);
    expect(merged?.blockData).toEqual({ p1: { n: 1 } });
    expect(merged?.strings).toEqual({ brand: "Brightpath" });
    expect(fullContentOfRoutes({ root: { lang: "en" }, "story-index": withFullContent({ x: 1 }, null), other: null })).toBeNull();
  });
});
