import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { streamDocument, type StreamDocumentOptions } from "./stream-document.server";

const never = new Promise<never>(() => {});
function Pending(): never {
  throw never;
}
function Broken(): never {
  throw new Error("part failed");
}
const settle = () => new Promise((resolve) => setImmediate(resolve));

function options(overrides: Partial<StreamDocumentOptions> = {}): StreamDocumentOptions {
  return { status: 200, headers: new Headers(), waitForAll: false, deadlineMs: 6_000, onLateError: vi.fn(), ...overrides };
}

describe("streamDocument", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("streams the page as HTML and leaves no deadline behind once it has rendered", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const response = await streamDocument(<main>Hello</main>, options());
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toBe("<main>Hello</main>");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("answers with the shell at once and ends a part still pending at the deadline with its fallback", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const response = await streamDocument(
      <main>
        <Suspense fallback={<p>Loading…</p>}>
          <Pending />
        </Suspense>
      </main>,
      options(),
    );
    const text = response.text();
    await settle();
    vi.advanceTimersByTime(6_000);
    expect(await text).toContain("Loading…");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("waits for every part when asked to (bots)", async () => {
    let reveal: () => void = () => {};
    const ready = new Promise<void>((resolve) => (reveal = resolve));
    let done = false;
    function Late() {
      if (!done) throw ready.then(() => void (done = true));
      return <p>Late part</p>;
    }
    const pending = streamDocument(
      <Suspense fallback={<p>Loading…</p>}>
        <Late />
      </Suspense>,
      options({ waitForAll: true }),
    );
    let resolved = false;
    void pending.then(() => (resolved = true));
    await settle();
    expect(resolved).toBe(false);
    reveal();
    const html = await (await pending).text();
    expect(html).toContain("Late part");
    expect(html).not.toContain("Loading…");
  });

  it("stops rendering when the client goes away", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const response = await streamDocument(
      <Suspense fallback={<p>Loading…</p>}>
        <Pending />
      </Suspense>,
      options(),
    );
    expect(vi.getTimerCount()).toBe(1);
    await response.body?.cancel();
    await settle();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("rejects when the shell fails, and reports a part failing after the response started", async () => {
    await expect(streamDocument(<Broken />, options())).rejects.toThrow("part failed");

    const onLateError = vi.fn();
    let fail = false;
    let reveal: () => void = () => {};
    const ready = new Promise<void>((resolve) => (reveal = resolve));
    function LateBroken(): never {
      if (!fail) throw ready.then(() => void (fail = true));
      throw new Error("late part failed");
    }
    const response = await streamDocument(
      <Suspense fallback={<p>Loading…</p>}>
        <LateBroken />
      </Suspense>,
      options({ onLateError }),
    );
    reveal();
    await response.text();
    expect(onLateError).toHaveBeenCalledWith(expect.objectContaining({ message: "late part failed" }));
  });
});
