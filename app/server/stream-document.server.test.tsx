import { readFileSync } from "node:fs";
import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LANGUAGES } from "~/i18n/languages";
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

/** Every interface string of one language, joined: real text in each of the ten scripts. */
function languageText(lng: string): string {
  const strings: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === "string") strings.push(value);
    else if (value && typeof value === "object") Object.values(value).forEach(collect);
  };
  collect(JSON.parse(readFileSync(new URL(`../../locales/${lng}/common.json`, import.meta.url), "utf8")));
  return strings.join(" ");
}

describe("streamDocument's bytes", () => {
  const samples: Record<string, string> = {
    ...Object.fromEntries(LANGUAGES.map((lng) => [lng, languageText(lng)])),
    emoji: "🌱 Grow 🧘‍♀️ breathe 👩🏽‍🏫 learn 🇧🇷🇮🇩 ",
    mixed: "سلام — 你好 ▾ Привет · ",
  };

  it.each(Object.keys(samples))("sends clean UTF-8 for long %s text across many 2 KB boundaries", async (name) => {
    const text = [...samples[name]!.repeat(Math.ceil(4_000 / samples[name]!.length))];
    // Short pieces of every length (React writes a text under 683 characters into its 2 KB
    // buffer, longer ones straight through), so characters of every width meet a buffer's end.
    const pieces = Array.from({ length: 600 }, (_, i) => text.slice(i % 400, (i % 400) + 5 + (i % 97)).join(""));
    const document = (
      <main>
        {pieces.map((piece, i) => (
          <span key={i}>{piece}</span>
        ))}
      </main>
    );
    const response = await streamDocument(document, options({ waitForAll: true }));
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(16 * 2048);
    expect(bytes.indexOf(0)).toBe(-1);
    expect(new TextDecoder("utf-8", { fatal: true }).decode(bytes)).toBe(renderToString(document));
  });
});
