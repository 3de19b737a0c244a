import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { platformHandlers } from "../../sandbox/platform/handler";
import { getEnv } from "~/env.server";
import { previewTokenHash } from "~/services/storyblok-preview.server";
import { MAX_BLOK_BYTES, NOT_PREVIEW, previewBlockDataResponse } from "./preview-block-data.server";

const server = setupServer(...platformHandlers(getEnv().PLATFORM_URL));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

/** The query the visual editor adds to the previewed page, signed with the sandbox's preview token. */
function editorQuery(token?: string): string {
  const { STORYBLOK_SPACE_ID: spaceId, STORYBLOK_PREVIEW_TOKEN: previewToken } = getEnv();
  const timestamp = Math.floor(Date.now() / 1000);
  return new URLSearchParams({
    "_storyblok_tk[space_id]": spaceId,
    "_storyblok_tk[timestamp]": String(timestamp),
    "_storyblok_tk[token]": token ?? previewTokenHash(spaceId, previewToken, timestamp),
  }).toString();
}

const questList = (fields: Record<string, unknown>) => ({
  _uid: "ql-1",
  component: "quest_list",
  source: "category",
  category_id: "mind",
  count: "4",
  ...fields,
});

async function post(body: unknown, { query = editorQuery(), method = "POST" }: { query?: string; method?: string } = {}) {
  const request = new Request(`http://localhost:3000/resources/preview-block-data?${query}`, {
    method,
    headers: { "Content-Type": "application/json" },
    body: method === "POST" ? (typeof body === "string" ? body : JSON.stringify(body)) : undefined,
  });
  const response = await previewBlockDataResponse(request);
  return { status: response.status, cacheControl: response.headers.get("Cache-Control"), body: (await response.json()) as Record<string, unknown> };
}

const questsIn = (body: Record<string, unknown>, uid = "ql-1") => (body.blockData as Record<string, { quests: { name: string }[] }>)[uid]?.quests ?? null;

describe("POST /resources/preview-block-data", () => {
  it("runs the edited blok's loader in a verified preview: its new limit and category show, never cached", async () => {
    const four = await post({ path: "/gallery/blocks", blok: questList({}) });
    expect(four.status).toBe(200);
    expect(four.cacheControl).toBe("no-store");
    expect(questsIn(four.body)).toHaveLength(4);

    const one = await post({ path: "/gallery/blocks", blok: questList({ count: "1" }) });
    expect(questsIn(one.body)).toHaveLength(1);
    expect(questsIn(one.body)![0]!.name).toBe(questsIn(four.body)![0]!.name);

    const body = await post({ path: "/de/gallery/blocks", blok: questList({ category_id: "body" }) });
    expect(questsIn(body.body)!.map((q) => q.name)).not.toEqual(questsIn(four.body)!.map((q) => q.name));
  });

  it("leaves a failing loader's blok out, as a page does (the view shows its note)", async () => {
    const failed = await post({ path: "/lab/platform-down", blok: questList({ category_id: "sandbox-fail-500" }) });
    expect(failed.status).toBe(200);
    expect(failed.body).toEqual({ blockData: {} });
  });

  it.each([
    ["no _storyblok_tk", ""],
    ["a bare ?_storyblok=1", "_storyblok=1"],
    ["a forged token", editorQuery("0".repeat(40))],
  ])("refuses %s with 403 and a reason", async (_name, query) => {
    const refused = await post({ path: "/gallery/blocks", blok: questList({}) }, { query });
    expect(refused.status).toBe(403);
    expect(refused.cacheControl).toBe("no-store");
    expect(refused.body).toEqual({ error: NOT_PREVIEW });
  });

  it.each([
    ["a limit that is not a number", { path: "/", blok: questList({ count: "many" }) }, /^blok \(quest_list\) count: /],
    ["a category source without a category", { path: "/", blok: questList({ category_id: "" }) }, /category_id: is required when the source is a category/],
    ["an option the block does not know", { path: "/", blok: questList({ source: "everything" }) }, /source: /],
    ["a component without server data", { path: "/", blok: { _uid: "h", component: "heading", text: "Hi" } }, /"heading" has no server data/],
    ["an unknown component", { path: "/", blok: { _uid: "x", component: "constructor" } }, /no block is registered for "constructor"/],
    ["a blok without _uid", { path: "/", blok: { component: "quest_list" } }, /blok\._uid: Required/],
    ["a path that is not a path", { path: "gallery", blok: questList({}) }, /path: must be the page's path/],
    ["an extra field", { path: "/", blok: questList({}), story: 1 }, /Unrecognized key/],
  ])("answers %s with 400 and the reason", async (_name, body, reason) => {
    const refused = await post(body);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(reason);
  });

  it("answers bad JSON 400, an oversize blok 413 and a GET 405", async () => {
    expect((await post("{blok:")).status).toBe(400);
    expect((await post({ path: "/", blok: questList({ intro: "x".repeat(MAX_BLOK_BYTES) }) })).status).toBe(413);
    const get = await previewBlockDataResponse(new Request(`http://localhost:3000/resources/preview-block-data?${editorQuery()}`));
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
  });
});
