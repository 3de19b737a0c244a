import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { sandboxAttendee } from "../../sandbox/platform/webinar-resolvers";
import { readAttendeeCookie, serializeAttendeeCookie } from "~/services/attendee-cookie.server";
import { action as updateStatus } from "~/routes/api.attendee.update_status";
import { action as saveProgress } from "~/routes/api.attendee.progress";
import { SANDBOX_PLATFORM, setupSandboxPlatform } from "./sandbox-platform";

/** The attendee API routes against the sandbox platform: status updates (docs/product/webinars.md) and player progress. */
const PLATFORM = SANDBOX_PLATFORM;
const server = setupSandboxPlatform({ timeoutMs: 500 });

const NORA = "5f0c2a8e-3b1d-4c7a-9e21-7d4b8a6f1c01";
const TOMAS = "5f0c2a8e-3b1d-4c7a-9e21-7d4b8a6f1c02";
const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const args = (request: Request) => ({ request, params: {}, context: { cspNonce: "" } });
const post = (path: string, body: string, cookie?: string) =>
  new Request(`http://localhost${path}`, { method: "POST", body, headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) } });
const platformDown = () => server.use(http.post(`${PLATFORM}/graph`, () => new HttpResponse("down", { status: 503 })));
const cookieOf = async (uuid: string) => (await serializeAttendeeCookie(uuid)).split(";")[0] ?? "";

describe("POST /api/attendee/update_status", () => {
  const status = (body: unknown) => updateStatus(args(post("/api/attendee/update_status", typeof body === "string" ? body : JSON.stringify(body))));

  it("updates the status on the platform, then stores it for the visitor", async () => {
    const response = await status({ attendee: { uuid: NORA, status: "joined" } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ attendee: { uuid: NORA, status: "joined" } });
    expect(sandboxAttendee(NORA)?.status).toBe("joined");
    expect(await readAttendeeCookie(response.headers.get("Set-Cookie"))).toEqual({ uuid: NORA, status: "joined" });
  });

  it.each([
    ["not JSON", "{attendee:", "not valid JSON"],
    ["no attendee", {}, "attendee: is required"],
    ["a bad uuid", { attendee: { uuid: "nora", status: "joined" } }, "attendee.uuid: must be an attendee uuid"],
    ["an unknown status", { attendee: { uuid: NORA, status: "asleep" } }, "attendee.status: must be one of registered, joined"],
    ["extra fields", { attendee: { uuid: NORA, status: "joined", admin: true } }, "attendee: Unrecognized key"],
  ])("answers 400 with a reason for %s", async (_case, body, reason) => {
    const response = await status(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain(reason);
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("answers 404 for an attendee the platform does not know", async () => {
    const response = await status({ attendee: { uuid: UNKNOWN, status: "joined" } });
    expect(response.status).toBe(404);
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("answers 502 with a reason when the platform fails, storing nothing", async () => {
    platformDown();
    const response = await status({ attendee: { uuid: NORA, status: "joined" } });
    expect(response.status).toBe(502);
    expect(((await response.json()) as { error: string }).error).toMatch(/did not answer/);
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });
});

describe("POST /api/attendee/progress", () => {
  const progress = async (body: unknown, uuid: string | null = TOMAS) =>
    saveProgress(args(post("/api/attendee/progress", JSON.stringify(body), uuid ? await cookieOf(uuid) : undefined)));
  const body = { assetId: "asset-video-three-breath-reset", currentTime: 95.5, totalTime: 180 };

  it("saves the visitor's position with the server's clock", async () => {
    const before = Math.floor(Date.now() / 1000);
    const response = await progress(body);
    expect(response.status).toBe(204);
    const saved = sandboxAttendee(TOMAS)?.progress.find((p) => p.assetId === body.assetId);
    expect(saved).toMatchObject({ currentTime: 95.5, totalTime: 180 });
    expect(saved?.eventTime).toBeGreaterThanOrEqual(before);
  });

  it("refuses a visitor without an attendee cookie", async () => {
    const response = await progress(body, null);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/No attendee/);
  });

  it.each([
    [{ ...body, currentTime: -1 }, "currentTime: must be 0 or more"],
    [{ ...body, currentTime: 200 }, "currentTime: is past the end"],
    [{ ...body, totalTime: "180" }, "totalTime: must be a number"],
    [{ currentTime: 3, totalTime: 180 }, "assetId: is required"],
  ])("answers 400 with a reason for %j", async (bad, reason) => {
    const response = await progress(bad);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain(reason);
  });

  it("takes navigator.sendBeacon's text/plain, refuses a form (415) and an oversize body (413)", async () => {
    const send = async (text: string, type: string) =>
      saveProgress(
        args(
          new Request("http://localhost/api/attendee/progress", {
            method: "POST",
            body: text,
            headers: { "Content-Type": type, Cookie: await cookieOf(TOMAS) },
          }),
        ),
      );
    expect((await send(JSON.stringify(body), "text/plain;charset=UTF-8")).status).toBe(204);
    expect((await send("assetId=a", "application/x-www-form-urlencoded")).status).toBe(415);
    const big = await send(JSON.stringify({ ...body, assetId: "a".repeat(5_000) }), "application/json");
    expect(big.status).toBe(413);
    expect(((await big.json()) as { error: string }).error).toMatch(/larger than/);
  });

  it("answers 404 for an unknown attendee and 502 when the platform fails", async () => {
    expect((await progress(body, UNKNOWN)).status).toBe(404);
    platformDown();
    expect((await progress(body)).status).toBe(502);
  });
});
