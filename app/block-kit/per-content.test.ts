import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { collectBloks } from "./collect";
import { parseContentOnce } from "./per-content";

describe("content read once per tree object", () => {
  it("parseContentOnce validates a content object once per schema, and a new version again", () => {
    const schema = z.object({ title: z.string() });
    const parse = vi.spyOn(schema, "safeParse");
    const content = { title: "Calm" };
    const first = parseContentOnce(schema, content);
    expect(parseContentOnce(schema, content)).toBe(first);
    expect(first.data).toEqual({ title: "Calm" });
    expect(parseContentOnce(schema, { title: "Brave" }).data).toEqual({ title: "Brave" });
    expect(parseContentOnce(schema, null).success).toBe(false);
    expect(parse).toHaveBeenCalledTimes(3);
  });

  it("collectBloks walks a tree once and answers the same frozen list after", () => {
    const content = { component: "page", _uid: "p", body: [{ component: "hero", _uid: "h" }, { text: "no blok" }] };
    const found = collectBloks(content);
    expect(found.map((blok) => blok._uid)).toEqual(["p", "h"]);
    expect(collectBloks(content)).toBe(found);
    expect(Object.isFrozen(found)).toBe(true);
    expect(collectBloks("text")).toEqual([]);
  });
});
