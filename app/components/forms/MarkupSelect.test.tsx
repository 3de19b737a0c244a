// @vitest-environment happy-dom
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BelowTheFold } from "../below-the-fold";
import { LONG_SELECT, MarkupSelect } from "./MarkupSelect";
import { RunsScripts } from "../page-context";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const countries = Array.from({ length: 250 }, (_, index) => ({ value: `C${index}`, label: `Country ${index}` }));

function Field({ belowTheFold, options = countries }: { belowTheFold: boolean; options?: typeof countries }) {
  return (
    <form id="f">
      <BelowTheFold.Provider value={belowTheFold}>
        <MarkupSelect id="country" name="country" aria-label="Country" options={options} selected="C7" placeholder="Choose…" />
      </BelowTheFold.Provider>
    </form>
  );
}

/** The `<option>`s the browser parses (a `<noscript>`'s content is a string when scripts run). */
const parsedOptions = (html: string) => (html.replace(/<noscript>[\s\S]*?<\/noscript>/g, "").match(/<option/g) ?? []).length;

describe("MarkupSelect (issue 15: long selects below the fold)", () => {
  it("sends a long list below the fold as its chosen option, with every option in a <noscript> copy", () => {
    const html = renderToString(<Field belowTheFold />);
    expect(parsedOptions(html)).toBe(2); // the placeholder and the chosen country
    expect(html).toMatch(/<select[^>]*form=""[^>]*><option value="">Choose…<\/option><option value="C7" selected(="")?>Country 7<\/option><\/select>/);
    const noscript = html.match(/<noscript>([\s\S]*?)<\/noscript>/)?.[1] ?? "";
    expect(noscript.match(/<option/g)).toHaveLength(251);
    expect(noscript).toContain('name="country"');
    expect(noscript).not.toContain("form=");
    // The script that fills it if reached before hydration follows it.
    expect(html).toMatch(/form=""[^>]*>[\s\S]*?<\/select><script>window.__shortSelects/);
    // The copy comes first, so without JavaScript the label's id finds the full list.
    expect(html.indexOf("<noscript>")).toBeLessThan(html.indexOf('form=""'));
  });

  it("sends every option above the fold, in a document without scripts, and short lists everywhere", () => {
    expect(parsedOptions(renderToString(<Field belowTheFold={false} />))).toBe(251);
    const noScripts = renderToString(
      <RunsScripts.Provider value={false}>
        <Field belowTheFold />
      </RunsScripts.Provider>,
    );
    expect(parsedOptions(noScripts)).toBe(251);
    expect(noScripts).not.toContain("<noscript>");
    expect(noScripts).not.toContain("<script");
    const short = countries.slice(0, LONG_SELECT - 1);
    const html = renderToString(<Field belowTheFold options={short} />);
    expect(parsedOptions(html)).toBe(LONG_SELECT);
    expect(html).not.toContain("<noscript>");
  });

  it("marks a long select, wherever it is, for the stylesheet to skip until it nears the screen; a short one not", () => {
    const longSelects = (html: string) => html.replace(/<noscript>[\s\S]*?<\/noscript>/g, "").match(/<select[^>]*data-long=""/g) ?? [];
    expect(longSelects(renderToString(<Field belowTheFold={false} />))).toHaveLength(1);
    expect(longSelects(renderToString(<Field belowTheFold />))).toHaveLength(1);
    expect(longSelects(renderToString(<Field belowTheFold={false} options={countries.slice(0, LONG_SELECT - 1)} />))).toHaveLength(0);
  });

  it("gets every option and joins its form when it hydrates, keeping the chosen one", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Field belowTheFold />);
    // A browser that runs scripts keeps a <noscript>'s content as text (happy-dom parses it).
    for (const noscript of container.querySelectorAll("noscript")) noscript.textContent = noscript.innerHTML;
    document.body.append(container);
    const select = () => container.querySelector<HTMLSelectElement>("select")!;
    const before = select();
    expect(before.options.length).toBe(2);
    expect(before.getAttribute("form")).toBe(""); // no form owner: not submitted
    await act(async () => {
      hydrateRoot(container, <Field belowTheFold />);
    });
    expect(select()).toBe(before); // the same element: focus and listeners stay
    expect(select().options.length).toBe(251);
    // The chosen option stays marked (happy-dom does not pick by `selected` after an innerHTML
    // change; Chromium does: tests/e2e/deferred-hydration.browser.spec.ts).
    expect(select().querySelectorAll("option[selected]").length).toBe(1);
    expect(select().querySelector("option[selected]")?.getAttribute("value")).toBe("C7");
    expect(select().hasAttribute("form")).toBe(false);
    expect(select().form?.id).toBe("f");
    expect(select().name).toBe("country");
  });
});
