// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FETCH_DISPLAY_DELAY_MS } from "~/domain/delivery/client-timing";
import { ProgressBar } from "./ProgressBar";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A router whose `/slow` loader resolves only when the test says so. */
function setup() {
  let finish: () => void = () => undefined;
  const router = createMemoryRouter(
    [
      { path: "/", element: <ProgressBar /> },
      {
        path: "/slow",
        element: <ProgressBar />,
        loader: () => new Promise<null>((resolve) => (finish = () => resolve(null))),
      },
    ],
    { initialEntries: ["/"] },
  );
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(<RouterProvider router={router} />));
  return { router, container, root, finish: () => finish() };
}

describe("ProgressBar (shown only after a 200 ms delay)", () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = "";
  });

  it("shows nothing for a navigation shorter than 200 ms", async () => {
    vi.useFakeTimers();
    const { router, container, finish, root } = setup();
    act(() => void router.navigate("/slow"));
    act(() => vi.advanceTimersByTime(FETCH_DISPLAY_DELAY_MS - 1));
    expect(container.querySelector('[role="progressbar"]')).toBeNull();
    await act(async () => finish());
    act(() => vi.advanceTimersByTime(1_000));
    expect(container.querySelector('[role="progressbar"]')).toBeNull();
    act(() => root.unmount());
  });

  it("appears after 200 ms of waiting and disappears when done", async () => {
    vi.useFakeTimers();
    const { router, container, finish, root } = setup();
    act(() => void router.navigate("/slow"));
    act(() => vi.advanceTimersByTime(FETCH_DISPLAY_DELAY_MS));
    expect(container.querySelector('[role="progressbar"]')).not.toBeNull();
    await act(async () => finish());
    expect(container.querySelector('[role="progressbar"]')).toBeNull();
    act(() => root.unmount());
  });
});
