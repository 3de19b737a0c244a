import { describe, expect, it, vi } from "vitest";
import { logger } from "~/services/logger.server";
import { hasPersonalBlocks, runBlockAction, runBlockLoaders } from "./run.server";
import { z } from "zod";
import { data } from "@remix-run/node";
import { MAX_REFLECTED_CHARS } from "~/domain/forms/reflection";
import { defineBlockAction, defineBlockLoader, type AnyBlockAction, type AnyBlockLoader } from "./define.server";

const anyBlok = z.object({ _uid: z.string(), component: z.string() }).passthrough();
const loader = (load: (blok: { _uid: string; product?: unknown }) => Promise<unknown>, personal = false) =>
  defineBlockLoader(anyBlok, (blok) => load(blok as { _uid: string; product?: unknown }), { personal });

const context = {
  request: new Request("http://localhost/"),
  lang: "en" as const,
  preview: false,
  accessToken: null,
  timeZone: "UTC",
  slug: "home",
  template: false,
};
const content = {
  _uid: "p",
  component: "page",
  body: [
    { _uid: "a", component: "tiers", product: "x" },
    { _uid: "b", component: "section", body: [{ _uid: "c", component: "tiers", product: "y" }] },
    { _uid: "d", component: "broken" },
  ],
};

describe("runBlockLoaders", () => {
  it("runs every loader concurrently and keys results by _uid", async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    const registry: Record<string, AnyBlockLoader> = {
      tiers: loader(async (blok) => {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        return { product: blok.product };
      }),
    };
    expect(await runBlockLoaders(content, context, registry)).toEqual({ a: { product: "x" }, c: { product: "y" } });
    expect(maxInFlight).toBe(2);
  });

  it("leaves out a failing loader's data and keeps the others", async () => {
    const registry: Record<string, AnyBlockLoader> = {
      tiers: loader(async () => "ok"),
      broken: loader(async () => Promise.reject(new Error("upstream down"))),
    };
    const logged = vi.spyOn(logger, "error");
    expect(await runBlockLoaders(content, context, registry)).toEqual({ a: "ok", c: "ok" });
    expect(logged).toHaveBeenCalledWith("block-loader-failed", expect.objectContaining({ component: "broken", uid: "d" }));
  });
});

describe("runBlockAction", () => {
  const registry: Record<string, AnyBlockAction> = {
    tiers: defineBlockAction(anyBlok, async (blok, form) => ({ uid: blok._uid, plan: form.get("plan") })),
  };
  const form = (fields: Record<string, string>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.set(k, v);
    return f;
  };

  it("dispatches to the action of the blok named in _block", async () => {
    expect(await runBlockAction(content, form({ _block: "c", plan: "annual" }), context, registry)).toEqual({ uid: "c", plan: "annual" });
  });

  it("answers 400 with a reason when _block is missing or names no action", async () => {
    for (const fields of [{}, { _block: "zzz" }, { _block: "b" }] as Record<string, string>[]) {
      const thrown = await runBlockAction(content, form(fields), context, registry).catch((e: unknown) => e);
      expect(thrown).toMatchObject({ init: { status: 400 }, data: { error: expect.any(String) } });
    }
    const thrown = (await runBlockAction(content, form({ _block: "z".repeat(10_000) }), context, registry).catch((e: unknown) => e)) as {
      data: { error: string };
    };
    expect(thrown.data.error.length).toBeLessThan(200);
  });

  it("caps what the action echoes back, plain or wrapped in data()", async () => {
    const echo: Record<string, AnyBlockAction> = {
      tiers: defineBlockAction(anyBlok, async (_blok, f) => ({ result: { initialValue: { plan: f.get("plan") } } })),
      broken: defineBlockAction(anyBlok, async (_blok, f) => data({ result: { initialValue: { plan: f.get("plan") } } }, { status: 400 })),
    };
    const long = "x".repeat(100_000);
    const plain = (await runBlockAction(content, form({ _block: "c", plan: long }), context, echo)) as { result: { initialValue: { plan: string } } };
    expect(plain.result.initialValue.plan).toHaveLength(MAX_REFLECTED_CHARS);
    const wrapped = (await runBlockAction(content, form({ _block: "d", plan: long }), context, echo)) as {
      data: { result: { initialValue: { plan: string } } };
      init: { status: number };
    };
    expect(wrapped.data.result.initialValue.plan).toHaveLength(MAX_REFLECTED_CHARS);
    expect(wrapped.init.status).toBe(400);
  });
});

describe("hasPersonalBlocks", () => {
  it("is true only when a blok on the page has a personal loader", () => {
    const registry = { countdown: loader(async () => null, true), quest_list: loader(async () => null) };
    const page = (component: string) => ({ _uid: "p", component: "page", body: [{ _uid: "b", component }] });
    expect(hasPersonalBlocks(page("countdown"), registry)).toBe(true);
    expect(hasPersonalBlocks(page("quest_list"), registry)).toBe(false);
    expect(hasPersonalBlocks(page("hero"), registry)).toBe(false);
  });
});
