// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { serverReadyLazy } from "./server-ready-lazy";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}
const Failed = () => <p>Could not load</p>;

/** A chunk the test delivers (or fails) when it chooses. */
function chunk() {
  let deliver!: () => void;
  let fail!: () => void;
  const loaded = new Promise<typeof Greeting>((resolve, reject) => {
    deliver = () => resolve(Greeting);
    fail = () => reject(new Error("chunk failed"));
  });
  return { load: () => loaded, deliver, fail };
}

describe("serverReadyLazy", () => {
  it("renders in full on the server once preloaded, never the fallback", async () => {
    const { load, deliver } = chunk();
    const view = serverReadyLazy(load, Failed);
    deliver();
    await view.preload();
    expect(renderToString(<view.Component name="Ada" fallback={<p>Loading</p>} />)).toContain("Hello <!-- -->Ada");
  });

  it("keeps the server's HTML while hydration waits for the chunk, then hydrates it", async () => {
    const server = chunk();
    const onServer = serverReadyLazy(server.load, Failed);
    server.deliver();
    await onServer.preload();
    const container = document.createElement("div");
    container.innerHTML = renderToString(<onServer.Component name="Ada" fallback={<p>Loading</p>} />);
    const html = container.innerHTML;

    const browser = chunk();
    const inBrowser = serverReadyLazy(browser.load, Failed);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <inBrowser.Component name="Ada" fallback={<p>Loading</p>} />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(container.innerHTML).toBe(html);
    await act(async () => browser.deliver());
    expect(container.textContent).toBe("Hello Ada");
    expect(container.innerHTML).toBe(html);
    expect(errors).toEqual([]);
  });

  it("shows the fallback in a client render until the chunk comes, and `failed` if it cannot load", async () => {
    const good = chunk();
    const view = serverReadyLazy(good.load, Failed);
    const container = document.createElement("div");
    const root = createRoot(container);
    await act(async () => root.render(<view.Component name="Ada" fallback={<p>Loading</p>} />));
    expect(container.textContent).toBe("Loading");
    await act(async () => good.deliver());
    expect(container.textContent).toBe("Hello Ada");

    const bad = chunk();
    const broken = serverReadyLazy(bad.load, Failed);
    await act(async () => root.render(<broken.Component name="Ada" fallback={<p>Loading</p>} />));
    await act(async () => bad.fail());
    expect(container.textContent).toBe("Could not load");
  });
});
