// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** IntersectionObservers created by the hook, to make their element visible by hand. */
const observers: { callback: IntersectionObserverCallback; element?: Element }[] = [];
class FakeObserver {
  constructor(private callback: IntersectionObserverCallback) {
    observers.push({ callback });
  }
  observe(element: Element) {
    observers.at(-1)!.element = element;
  }
  disconnect() {}
}

async function mount() {
  vi.resetModules(); // a fresh page: the zone not looked up yet
  const { useDisplayTimeZone } = await import("./useDisplayTimeZone");
  const zoneModule = await import("./browser-time-zone");
  function Times() {
    const [zone, ref] = useDisplayTimeZone("UTC");
    return <p ref={ref}>{zone}</p>;
  }
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(<Times />));
  return { container, zoneModule, unmount: () => act(() => root.unmount()) };
}

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({ timeZone: "Asia/Tokyo" } as Intl.ResolvedDateTimeFormatOptions);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("useDisplayTimeZone", () => {
  it("shows the server's zone until the times come near the viewport, then the browser's", async () => {
    const { container, unmount } = await mount();
    expect(container.textContent).toBe("UTC");
    const [watch] = observers;
    expect(watch?.element?.tagName).toBe("P");
    await act(async () => watch!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(container.textContent).toBe("Asia/Tokyo");
    await unmount();
  });

  it("takes the browser's zone as soon as the page looked it up for another reason", async () => {
    const { container, zoneModule, unmount } = await mount();
    expect(Intl.DateTimeFormat.prototype.resolvedOptions).not.toHaveBeenCalled();
    await act(async () => void zoneModule.browserTimeZone());
    expect(container.textContent).toBe("Asia/Tokyo");
    await unmount();
  });
});
