// @vitest-environment happy-dom
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { act, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { BlokView } from "~/block-kit/BlokView";
import { FullContentContext } from "~/block-kit/full-content";
import { blockSchemas } from "~/block-kit/schemas";
import { stubStaticBloks } from "~/block-kit/static-bloks.server";
import type { BlokBase } from "~/block-kit/types";
import { validateContent } from "~/block-kit/validate";
import { componentsIn, isStaticView } from "~/block-kit/views";
import { PageContext } from "~/components/page-context";
import { renderRichText } from "~/content/rich-text";
import { resolveLink } from "~/domain/routing/links";
import type { FullContent } from "~/load-context";
import { Translations } from "./render"; // also loads every block view
import { setupServer } from "msw/node";
import { http, HttpResponse } from "msw";
import { checkoutHandlers } from "../../sandbox/checkout/handler";
import { BlockDataContext } from "~/block-kit/block-data";
import { runBlockLoaders } from "~/block-kit/run.server";
import { blockLoaders } from "~/block-kit/servers.server";
import { getEnv } from "~/env.server";
import { visitorBlockContext } from "./block-context";

/**
 * The checkout sandbox answers the membership page's plan cards (tiers, checkout links); the
 * site's own visitor-country endpoint, which country fields ask once hydrated, knows nothing.
 */
const checkout = setupServer(
  ...checkoutHandlers(getEnv().CHECKOUT_API_URL, getEnv().SECURE_CHECKOUT_HOST),
  http.get("*/api/visitor-country", () => HttpResponse.json({ country: null })),
);
beforeAll(() => checkout.listen({ onUnhandledRequest: "error" }));
// Every block hydrates at once here: far blocks wait for an IntersectionObserver (docs/decisions/0021).
beforeAll(() => vi.stubGlobal("IntersectionObserver", undefined));
afterAll(() => vi.unstubAllGlobals());
afterAll(() => checkout.close());

/**
 * Static bloks (docs/decisions/0019): for every sandbox story, the document the server renders
 * with stubs in its loader data is the page it renders without them, and the browser hydrates
 * that document from the stubs without changing a node and without a hydration error.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function storyFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? storyFiles(file) : name.endsWith(".json") ? [file] : [];
  });
}

const stories = storyFiles(path.resolve("sandbox/storyblok/stories")).map((file) => {
  const raw = (JSON.parse(readFileSync(file, "utf8")) as { story: { content: unknown } }).story.content;
  const { value } = validateContent(raw, blockSchemas, new Map(), {
    richText: (document) => renderRichText(document, "en"),
    link: (field) => resolveLink(field, "en"),
  });
  return { name: path.relative(path.resolve("sandbox/storyblok/stories"), file), content: value as BlokBase };
});

function page(content: BlokBase, blockData: Record<string, unknown> = {}): ReactNode {
  return (
    <Translations lang="en">
      <PageContext.Provider value={{ lang: "en", preview: false }}>
        <BlockDataContext.Provider value={blockData}>
          <BlokView blok={content} />
        </BlockDataContext.Provider>
      </PageContext.Provider>
    </Translations>
  );
}

/** Server-renders `content` in a data router, as Remix does, with `full` behind any stubs. */
async function serverHtml(content: BlokBase, full: FullContent | null, blockData: Record<string, unknown> = {}): Promise<string> {
  // As StoryPage does: on the server, the block data of stubbed bloks too.
  const handler = createStaticHandler([{ id: "root", path: "/", loader: () => null, element: page(content, { ...blockData, ...full?.blockData }) }]);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  // Rendering "on the server" inside happy-dom makes React warn about layout effects; a real server does not.
  const report = console.error;
  console.error = (...args: unknown[]) => void (String(args[0]).includes("useLayoutEffect does nothing on the server") || report(...args));
  try {
    return renderToString(
      <FullContentContext.Provider value={full}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </FullContentContext.Provider>,
    );
  } finally {
    console.error = report;
  }
}

/** Hydrates `html` in the browser (happy-dom) from `content`; the DOM after effects and any errors. */
async function hydrated(html: string, content: BlokBase, blockData: Record<string, unknown> = {}): Promise<{ html: string; errors: unknown[] }> {
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  const consoleError = vi.spyOn(console, "error").mockImplementation((...args) => void errors.push(args));
  const router = createMemoryRouter([{ id: "root", path: "/", element: page(content, blockData) }], { hydrationData: { loaderData: { root: null } } });
  const root = await act(async () => hydrateRoot(container, <RouterProvider router={router} />, { onRecoverableError: (error) => void errors.push(error) }));
  const after = container.innerHTML;
  act(() => root.unmount());
  container.remove();
  consoleError.mockRestore();
  return { html: after, errors };
}

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

describe("static bloks", () => {
  it.each(stories)("$name: same HTML from stubs, hydrated to the same page without an error", async ({ content }) => {
    const full: FullContent = { bloks: new Map(), blockData: {} };
    const sent = stubStaticBloks(content, {}, full, "p").content;
    const html = await serverHtml(sent, full);
    expect(html).toBe(await serverHtml(content, null));
    // The browser hydrates the same document from stubs or from the whole content (the control):
    // what the interactive blocks then do is the same, and nothing fails.
    const fromStubs = await hydrated(html, sent);
    const fromContent = await hydrated(html, content);
    expect(fromStubs.errors).toEqual([]);
    expect(fromStubs.html === fromContent.html, "the page hydrated from stubs differs").toBe(true);
  });

  it("sends no view of a stubbed blok and keeps the block data of the bloks left", () => {
    const content = {
      _uid: "p",
      component: "page",
      body: [
        { _uid: "s1", component: "section", background: "white", body: [{ _uid: "h1", component: "heading", text: "Hi", level: "2", align: "start" }] },
        { _uid: "s2", component: "section", background: "white", body: [{ _uid: "c1", component: "countdown", label: "Soon" }] },
      ],
    };
    const full: FullContent = { bloks: new Map(), blockData: {} };
    const sent = stubStaticBloks(content, { c1: { ends: 1 }, h1: { unused: true } }, full, "p");
    expect(sent.content.body[0]).toEqual({ component: "section", _uid: "ps1", _static: "section" });
    expect(sent.content.body[1]).toMatchObject({ component: "section", _uid: "s2", body: [{ component: "countdown", _uid: "c1" }] });
    expect(sent.blockData).toEqual({ c1: { ends: 1 } });
    expect(full.bloks.get("ps1")).toBe(content.body[0]);
    expect(full.blockData).toEqual({ c1: { ends: 1 }, h1: { unused: true } });
    expect(content.body[0]?.component).toBe("section"); // the input is left as it was
    expect([...componentsIn(sent.content)]).not.toContain("heading");
  });

  it("sends each stub under a short key made from its _uid, longer where two would share it", () => {
    const heading = (uid: string) => ({
      _uid: uid,
      component: "section",
      background: "white",
      body: [{ _uid: `${uid}-h`, component: "heading", text: "Hi", level: "2", align: "start" }],
    });
    const a = "0a1b2c3d-0000-4000-8000-000000000001";
    const b = "0a1b2c3d-0000-4000-8000-000000000002";
    const c = "9f8e7d6c-0000-4000-8000-000000000003";
    const content = { _uid: "page-uid", component: "page", body: [heading(a), { _uid: "x", component: "countdown", label: "Soon" }, heading(b), heading(c)] };
    const full: FullContent = { bloks: new Map(), blockData: {} };
    const body = stubStaticBloks(content, {}, full, "p").content.body;
    expect(body.map((blok) => blok._uid)).toEqual(["p0a1b2c3d", "x", "p0a1b2c3d-0000-40", "p9f8e7d6c"]);
    expect(full.bloks.get("p0a1b2c3d")).toBe(content.body[0]);
    expect(full.bloks.get("p0a1b2c3d-0000-40")).toBe(content.body[2]);
    expect(full.bloks.get("p9f8e7d6c")).toBe(content.body[3]);
  });

  it("sends the membership plans as static HTML once their loaders found the tiers, and hydrates the same page", async () => {
    const content = stories.find((story) => story.name === "membership.json")!.content;
    const blockData = await runBlockLoaders(content, visitorBlockContext("membership"), blockLoaders);
    expect(Object.keys(blockData).length).toBeGreaterThan(0);
    const full: FullContent = { bloks: new Map(), blockData: {} };
    const sent = stubStaticBloks(content, blockData, full, "p");
    expect([...sent.components]).not.toContain("plan_card");
    expect([...sent.components]).not.toContain("membership_cards");
    expect(sent.blockData).toEqual({});
    const html = await serverHtml(sent.content, full, sent.blockData);
    expect(html).toBe(await serverHtml(content, null, blockData));
    expect(html).toContain('data-add-to-cart="{&quot;item_id&quot;:&quot;prod-membership-pro&quot;');
    const fromStubs = await hydrated(html, sent.content, sent.blockData);
    expect(fromStubs.errors).toEqual([]);
    expect(fromStubs.html === (await hydrated(html, content, blockData)).html, "the page hydrated from stubs differs").toBe(true);
  });

  it("stubs the bloks of most sandbox pages", () => {
    const home = stories.find((story) => story.name === "home.json")!.content;
    const sent = stubStaticBloks(home, {}, { bloks: new Map(), blockData: {} }, "p").content;
    expect(sent).toMatchObject({ component: "page", _static: "div" });
    expect(isStaticView("countdown")).toBe(false);
  });
});
