// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { countdownText } from "./format";
import type { CountdownData } from "./loader.server";
import { schema } from "./schema";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const NOW = Date.parse("2026-06-14T18:00:00.000Z");
const TARGET = "2026-06-14T18:01:30.000Z"; // 90 s after the render

/** An IntersectionObserver whose elements never come near the viewport (the countdown is far down the page). */
class NeverVisible {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/**
 * Mounts the countdown (fresh modules: the browser's zone is looked up once per page, and each
 * test is a page) with the loader's data; `/next` is its redirect.
 */
async function mount(data: CountdownData) {
  vi.resetModules();
  const { default: Countdown } = await import("./index");
  const { BlockContexts } = await import("../../../tests/unit/render");
  const blok = { _uid: "cd1", component: "countdown", ...schema.parse({ title: "Starting soon" }) };
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <BlockContexts data={{ cd1: data }}>
            <Countdown blok={blok} />
          </BlockContexts>
        ),
      },
      { path: "/next", element: <p>Next page</p> },
    ],
    { initialEntries: ["/"] },
  );
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(<RouterProvider router={router} future={{ v7_startTransition: true }} />));
  return { container, router, root };
}

const data = (text = countdownText(90_000, TARGET, "UTC", "en"), target: string | null = TARGET): CountdownData => ({
  target,
  durationMs: 30_000,
  timeZone: "UTC",
  redirect: { href: "/next", external: false },
  text,
});

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  vi.stubGlobal("IntersectionObserver", NeverVisible);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("countdown block", () => {
  it("shows the loader's text while out of view, without formatting anything itself", async () => {
    const numbers = vi.spyOn(Intl, "NumberFormat");
    const dates = vi.spyOn(Intl, "DateTimeFormat");
    const sent = {
      segments: [{ unit: "minute" as const, value: "01", label: "minute (as sent)" }],
      end: { date: "Sunday (as sent)", time: "6:01 PM", zone: "UTC" },
    };
    const { container, root } = await mount(data(sent));
    expect(container.querySelector('[role="timer"]')?.textContent).toBe("01minute (as sent)");
    expect(container.textContent).toContain("Sunday (as sent)");
    act(() => vi.advanceTimersByTime(30_000));
    // Still the sent text: nothing re-renders every second off screen.
    expect(container.querySelector('[role="timer"]')?.textContent).toBe("01minute (as sent)");
    expect(numbers).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
    act(() => root.unmount());
  });

  it("still ends on time off screen: announces it and follows its redirect", async () => {
    const { container, router, root } = await mount(data());
    act(() => vi.advanceTimersByTime(89_000));
    expect(router.state.location.pathname).toBe("/");
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(router.state.location.pathname).toBe("/next");
    expect(container.textContent).toContain("Next page");
    act(() => root.unmount());
  });

  it("ticks each second once it comes near the viewport", async () => {
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
        observe() {
          queueMicrotask(() => this.report([{ isIntersecting: true }]));
        }
        unobserve() {}
        disconnect() {}
      },
    );
    const { container, root } = await mount(data());
    expect(container.querySelector('[role="timer"]')?.textContent).toBe("00hours01minute30seconds");
    act(() => vi.advanceTimersByTime(1_000));
    expect(container.querySelector('[role="timer"]')?.textContent).toBe("00hours01minute29seconds");
    expect(container.textContent).toContain("6:01 PM");
    act(() => root.unmount());
  });

  it("keeps to its target by the browser's clock, however old the shared page it came in", async () => {
    // Rendered 60 s before the visit: the page said 90 s were left, 30 s are.
    vi.setSystemTime(NOW + 60_000);
    const { router, root } = await mount(data());
    await act(async () => vi.advanceTimersByTime(29_000));
    expect(router.state.location.pathname).toBe("/");
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(router.state.location.pathname).toBe("/next");
    act(() => root.unmount());
  });

  it("counts `seconds` from this visitor's page load, not from when the page was rendered", async () => {
    // A shared page rendered ten minutes ago with a 30-second countdown and no target.
    vi.setSystemTime(NOW + 600_000);
    const { container, router, root } = await mount(data(countdownText(30_000, null, "UTC", "en"), null));
    expect(container.querySelector('[role="timer"]')?.textContent).toBe("00hours00minutes30seconds");
    await act(async () => vi.advanceTimersByTime(29_000));
    expect(router.state.location.pathname).toBe("/");
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(router.state.location.pathname).toBe("/next");
    act(() => root.unmount());
  });
});
