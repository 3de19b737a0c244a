import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { platformHandlers } from "../../../sandbox/platform/handler";
import { loadTrainer, trainerSeo, trainerSlugOf } from "./trainer.server";

process.env.PLATFORM_TIMEOUT_MS = "300";
const PLATFORM = "https://platform.brightpath.example";
const server = setupServer(...platformHandlers(PLATFORM));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const visitor = { accessToken: null };

describe("trainerSlugOf", () => {
  it.each([
    ["trainers/amara-okafor", "amara-okafor"],
    ["trainers/mei-lin", "mei-lin"],
    ["trainers", null],
    ["trainers/", null],
    ["trainers/amara-okafor/extra", null],
    ["trainers/Amara-Okafor", null],
    ["trainers/../admin", null],
    ["programs/inner-compass", null],
  ])("%s → %s", (slug, expected) => {
    expect(trainerSlugOf(slug)).toBe(expected);
  });
});

describe("loadTrainer", () => {
  it("loads the author, the quests crediting them and their programs", async () => {
    const trainer = await loadTrainer("amara-okafor", visitor);
    expect(trainer?.author.name).toBe("Amara Okafor");
    expect(trainer?.quests?.length).toBeGreaterThan(0);
    expect(trainer?.quests?.every((q) => q.authors.some((a) => a.slug === "amara-okafor"))).toBe(true);
    expect(trainer?.programs?.map((p) => p.id)).toContain("inner-compass");
  });

  it("is null for an unknown slug", async () => {
    expect(await loadTrainer("no-such-trainer", visitor)).toBeNull();
  });

  it("keeps the profile when the quests or programs fail", async () => {
    server.use(
      http.post(`${PLATFORM}/graph`, async ({ request }) => {
        const body = (await request.clone().json()) as { operationName?: string };
        return body.operationName === "QuestSearch" || body.operationName === "Programs" ? HttpResponse.json({}, { status: 502 }) : undefined;
      }),
    );
    const trainer = await loadTrainer("mei-lin", visitor);
    expect(trainer?.author.slug).toBe("mei-lin");
    expect(trainer?.quests).toBeNull();
    expect(trainer?.programs).toBeNull();
  });

  it("throws when the author cannot be fetched", async () => {
    server.use(http.post(`${PLATFORM}/graph`, () => HttpResponse.json({}, { status: 500 })));
    await expect(loadTrainer("daniel-reyes", visitor)).rejects.toMatchObject({ name: "PlatformError" });
  });
});

describe("trainerSeo", () => {
  it("uses the author's metadata without a second brand suffix", async () => {
    const trainer = await loadTrainer("amara-okafor", visitor);
    expect(trainerSeo(trainer!.author).title).toBe("Amara Okafor, breathwork teacher and coach");
  });
});
