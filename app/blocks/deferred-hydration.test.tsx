// @vitest-environment happy-dom
import { act, useRef, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** An `IntersectionObserver` that reports only what a test tells it to. */
class FakeObserver {
  static last: FakeObserver | null = null;
  observed = new Set<Element>();
  constructor(private readonly callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  enter(element: Element) {
    this.callback([{ target: element, isIntersecting: true }]);
  }
}

/**
 * Hydrates a page of three bloks (the last two far) under a header-like blok (`top`, waiting for
 * its first use) and counts each blok's client renders.
 */
async function hydratePage({ preview = false } = {}) {
  // The module keeps the document's first hydration in module state: a fresh copy per test.
  vi.resetModules();
  const { DeferredBlok, UntilUsed, useDeferredHydration } = await import("./deferred-hydration");
  const { PageContext } = await import("~/components/page-context");
  const renders: Record<string, number> = {};
  let client = false;
  function Blok({ uid }: { uid: string }) {
    const [clicks, setClicks] = useState(0);
    if (client) renders[uid] = (renders[uid] ?? 0) + 1;
    return (
      <button type="button" id={uid} onClick={() => setClicks(clicks + 1)}>
        {uid} {clicks}
      </button>
    );
  }
  function Page() {
    const ref = useRef<HTMLDivElement>(null);
    useDeferredHydration(ref, ["far-1", "far-2"]);
    return (
      <>
        <UntilUsed uid="top">
          <Blok uid="top" />
        </UntilUsed>
        <div ref={ref}>
          <Blok uid="near" />
          {["far-1", "far-2"].map((uid) => (
            <DeferredBlok key={uid} uid={uid}>
              <Blok uid={uid} />
            </DeferredBlok>
          ))}
        </div>
      </>
    );
  }
  const page = (
    <PageContext.Provider value={{ lang: "en", preview }}>
      <Page />
    </PageContext.Provider>
  );
  const container = document.createElement("div");
  container.innerHTML = renderToString(page);
  document.body.append(container);
  client = true;
  await act(async () => {
    hydrateRoot(container, page);
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  const button = (uid: string) => container.querySelector<HTMLButtonElement>(`#${uid}`)!;
  return { renders, button, container };
}

/** Remix's router as the module sees it: a state of fields, and the updates a test sends. */
function fakeRouter() {
  const listeners: ((state: Record<string, unknown>) => void)[] = [];
  const router = {
    state: { location: { pathname: "/" }, navigation: { state: "idle" }, fetchers: new Map(), loaderData: {} } as Record<string, unknown>,
    subscribe(listener: (state: Record<string, unknown>) => void) {
      listeners.push(listener);
      return () => listeners.splice(listeners.indexOf(listener), 1);
    },
    /** Updates the state as the router's `updateState` does: a new object, `changes` spread over the old. */
    update(changes: Record<string, unknown>) {
      router.state = { ...router.state, ...changes };
      for (const listener of [...listeners]) listener(router.state);
    },
  };
  return router;
}

describe("far blocks hydrate when needed (docs/decisions/0021)", () => {
  beforeEach(() => {
    document.body.innerHTML = "";
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    vi.stubGlobal("__remixRouter", undefined);
  });

  it("a router update that changes nothing (route discovery patching routes) hydrates nothing; any other hydrates every waiting blok", async () => {
    const router = fakeRouter();
    vi.stubGlobal("__remixRouter", router);
    const { renders } = await hydratePage();
    await act(async () => router.update({}));
    expect(renders).toEqual({ near: 1 });
    await act(async () => router.update({ navigation: { state: "loading" } }));
    expect(renders).toEqual({ top: 1, near: 1, "far-1": 1, "far-2": 1 });
  });

  it("renders no far blok at load and keeps its server HTML", async () => {
    const { renders, container } = await hydratePage();
    const html = container.innerHTML;
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(renders).toEqual({ near: 1 });
    expect(container.innerHTML).toBe(html);
  });

  it("hydrates a far blok that nears the screen, and only that one", async () => {
    const { renders, button } = await hydratePage();
    await act(async () => FakeObserver.last!.enter(button("far-2")));
    expect(renders).toEqual({ near: 1, "far-2": 1 });
    await act(async () => button("far-2").click());
    expect(button("far-2").textContent).toBe("far-2 1");
  });

  it("hydrates a far blok when an event starts inside it and hands it the event", async () => {
    const { renders, button } = await hydratePage();
    await act(async () => button("far-1").click());
    expect(renders["far-2"]).toBeUndefined();
    expect(button("far-1").textContent).toBe("far-1 1");
  });

  it("hydrates a blok waiting for its first use (the header) at an event inside it, never for nearing the screen", async () => {
    const { renders, button } = await hydratePage();
    expect(FakeObserver.last!.observed.has(button("far-1"))).toBe(true);
    expect(FakeObserver.last!.observed.has(button("top"))).toBe(false);
    await act(async () => FakeObserver.last!.enter(button("far-1")));
    expect(renders.top).toBeUndefined();
    await act(async () => button("top").click());
    expect(renders.top).toBe(2); // hydrated, then rendered again by the click it was handed
    expect(button("top").textContent).toBe("top 1");
  });

  it("in preview hydrates every blok at once (the visual editor updates them live)", async () => {
    const { renders } = await hydratePage({ preview: true });
    expect(renders).toEqual({ top: 1, near: 1, "far-1": 1, "far-2": 1 });
  });
});
