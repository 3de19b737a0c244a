// @vitest-environment happy-dom
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import { describe, expect, it, vi } from "vitest";
import { BlokView } from "../../block-kit/BlokView";
import type { BlokBase } from "../../block-kit/types";
import { PageContext } from "~/components/page-context";
import { Translations } from "../../../tests/unit/render";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const text = (uid: string) => ({ component: "hero", _uid: uid, headline: `Words of ${uid}`, actions: [] });
const content: BlokBase = { component: "page", _uid: "page", body: ["first", "second", "third", "fourth"].map(text) } as BlokBase;

function Page({ preview }: { preview: boolean }) {
  return (
    <Translations lang="en">
      <StaticRouter location="/">
        <PageContext.Provider value={{ lang: "en", preview }}>
          <BlokView blok={content} />
        </PageContext.Provider>
      </StaticRouter>
    </Translations>
  );
}

/** React's markers of a completed `<Suspense>` boundary in server HTML. */
const boundaries = (html: string) => html.match(/<!--\$-->/g)?.length ?? 0;

describe("the page view", () => {
  it("sends each blok below the first screen as a boundary of its own, which React hydrates in a pass of its own", () => {
    const html = renderToString(<Page preview={false} />);
    expect(boundaries(html)).toBe(2);
    // The first screen is outside any boundary: it hydrates with the page.
    expect(html.indexOf("<!--$-->")).toBeGreaterThan(html.indexOf("Words of second"));
    for (const uid of ["first", "second", "third", "fourth"]) expect(html).toContain(`Words of ${uid}`);
  });

  it("adds no boundary in preview, where the visual editor updates every blok live", () => {
    expect(boundaries(renderToString(<Page preview />))).toBe(0);
  });

  it("hydrates the server's HTML without a mismatch or a client render", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Page preview={false} />);
    const before = container.innerHTML;
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, <Page preview={false} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(before);
    consoleError.mockRestore();
  });
});
