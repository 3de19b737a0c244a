import { describe, expect, it, vi } from "vitest";
import { getEnv } from "~/env.server";
import { cachedPage, freshPage, PageNotStored, purgeAllPages, purgePages } from "./store.server";
import type { StoredPage } from "./page.server";

describe("page store in memory", () => {
  const page = (body: string, deps: string[]): StoredPage => ({ status: 200, headers: [], body, scriptHashes: [], br: "", gzip: "", etag: 'W/"x"', deps });

  it("renders once, then serves the copy until a story it read is published", async () => {
    await purgeAllPages();
    let renders = 0;
    const render = async () => page(`v${++renders}`, ["slug:home", "id:7"]);
    expect((await cachedPage("k1", render)).body).toBe("v1");
    expect((await cachedPage("k1", render)).body).toBe("v1");
    expect(await purgePages(["slug:other"])).toBe(0);
    expect((await cachedPage("k1", render)).body).toBe("v1");
    expect(await purgePages(["id:7"])).toBe(1);
    expect((await cachedPage("k1", render)).body).toBe("v2");
  });

  it("concurrent misses share one render", async () => {
    await purgeAllPages();
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return page("same", []);
    };
    await Promise.all([cachedPage("k2", render), cachedPage("k2", render), cachedPage("k2", render)]);
    expect(renders).toBe(1);
  });

  it("an answer that may not be stored is rendered every time", async () => {
    await purgeAllPages();
    let renders = 0;
    const render = async (): Promise<StoredPage> => {
      renders += 1;
      throw new PageNotStored(page("personal", []));
    };
    await expect(cachedPage("k3", render)).rejects.toBeInstanceOf(PageNotStored);
    await expect(cachedPage("k3", render)).rejects.toBeInstanceOf(PageNotStored);
    expect(renders).toBe(2);
  });

  it("gives the stored page while it is fresh, and nothing once it is stale, purged or never stored", async () => {
    await purgeAllPages();
    expect(await freshPage("k4")).toBeNull();
    await cachedPage("k4", async () => page("fresh", ["slug:home"]));
    expect((await freshPage("k4"))?.body).toBe("fresh");
    vi.useFakeTimers({ now: Date.now() + getEnv().PAGE_CACHE_TTL_MS + 1 });
    try {
      expect(await freshPage("k4"), "stale: the page handler serves it and renders the next").toBeNull();
    } finally {
      vi.useRealTimers();
    }
    await purgePages(["slug:home"]);
    expect(await freshPage("k4")).toBeNull();
  });
});
