// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A country select (placeholder, US, FR, DE) whose visitor's country the hook may preselect. */
function Field({ hook, initial }: { hook: (id: string, initial: string | undefined, enabled: boolean) => void; initial?: string }) {
  hook("country", initial, true);
  return (
    <select id="country" defaultValue={initial ?? ""}>
      <option value="">Choose</option>
      <option value="US">United States</option>
      <option value="FR">France</option>
      <option value="DE">Germany</option>
    </select>
  );
}

/** Mounts the field with `/api/visitor-country` answering `country` when `answer` is called. */
async function mount(country: string | null, initial?: string) {
  vi.resetModules();
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      await answered;
      return Response.json({ country });
    }),
  );
  const { usePreselectVisitorCountry } = await import("./visitor-country");
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(<Field hook={usePreselectVisitorCountry} initial={initial} />));
  const select = container.querySelector("select")!;
  const arrive = () => act(async () => answer());
  return { select, arrive, root };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("usePreselectVisitorCountry", () => {
  it("preselects the visitor's country in an untouched select", async () => {
    const { select, arrive, root } = await mount("DE", "US");
    expect(select.value).toBe("US");
    await arrive();
    expect(select.value).toBe("DE");
    act(() => root.unmount());
  });

  it("keeps what the visitor chose before the location arrived", async () => {
    const { select, arrive, root } = await mount("DE", "US");
    select.value = "FR";
    await arrive();
    expect(select.value).toBe("FR");
    act(() => root.unmount());
  });

  it("leaves the select alone when the location is unknown or not in its list", async () => {
    for (const country of [null, "BR"]) {
      const { select, arrive, root } = await mount(country);
      await arrive();
      expect(select.value).toBe("");
      act(() => root.unmount());
    }
  });
});
