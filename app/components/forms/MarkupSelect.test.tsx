// @vitest-environment happy-dom
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LONG_SELECT, MarkupSelect } from "./MarkupSelect";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const countries = Array.from({ length: 250 }, (_, index) => ({ value: `C${index}`, label: `Country ${index}` }));

function Field({ options = countries }: { options?: typeof countries }) {
  return (
    <form id="f">
      <MarkupSelect id="country" name="country" aria-label="Country" options={options} selected="C7" placeholder="Choose…" />
    </form>
  );
}

describe("MarkupSelect", () => {
  it("sends one select with every option, the chosen one marked, inside its form", () => {
    const html = renderToString(<Field />);
    expect(html.match(/<select/g)).toHaveLength(1);
    expect(html.match(/<option/g)).toHaveLength(251);
    expect(html).toMatch(/^<form id="f"><select id="country" name="country"[^>]*><option value="">Choose…<\/option>/);
    expect(html).toContain('<option value="C7" selected>Country 7</option>');
    expect(html).not.toMatch(/form=|<noscript|<script/);
  });

  it("marks a long select for the stylesheet to skip until it nears the screen; a short one not", () => {
    expect(renderToString(<Field />)).toContain('data-long=""');
    expect(renderToString(<Field options={countries.slice(0, LONG_SELECT - 1)} />)).not.toContain("data-long");
  });

  it("hydrates without touching its options, keeping a choice made before", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Field />);
    document.body.append(container);
    const before = container.querySelector<HTMLSelectElement>("select")!;
    before.value = "C9";
    await act(async () => {
      hydrateRoot(container, <Field />);
    });
    const after = container.querySelector<HTMLSelectElement>("select")!;
    expect(after).toBe(before);
    expect(after.options.length).toBe(251);
    expect(after.value).toBe("C9");
    expect(after.form?.id).toBe("f");
  });
});
