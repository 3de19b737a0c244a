import { describe, expect, it } from "vitest";
import { z } from "zod";
import { MAX_FORM_BYTES, readForm, readJson } from "./body.server";

/** A POST with exactly these headers (a string body is sent as bytes, so no Content-Type is added). */
const post = (body: string | ReadableStream | null, headers: Record<string, string> = {}) =>
  new Request("http://localhost/x", { method: "POST", body: typeof body === "string" ? new TextEncoder().encode(body) : body, headers, duplex: "half" } as RequestInit);

/** The status and reason a refusal carries. */
async function refusal(promise: Promise<unknown>) {
  const thrown = (await promise.then(() => null, (error: unknown) => error)) as { init?: { status?: number }; data?: { error?: string } } | null;
  return { status: thrown?.init?.status, error: thrown?.data?.error };
}

describe("readForm", () => {
  it("reads urlencoded and multipart forms", async () => {
    expect((await readForm(post("a=1&b=%C3%A9", { "Content-Type": "application/x-www-form-urlencoded" }))).get("b")).toBe("é");
    const multipart = new FormData();
    multipart.set("name", "Ada");
    const request = new Request("http://localhost/x", { method: "POST", body: multipart });
    expect((await readForm(request)).get("name")).toBe("Ada");
  });

  it("refuses other content types with 415, bodies over the cap with 413, broken multipart with 400", async () => {
    expect(await refusal(readForm(post('{"a":1}', { "Content-Type": "application/json" })))).toMatchObject({ status: 415 });
    expect(await refusal(readForm(post(null)))).toMatchObject({ status: 415 });
    expect(await refusal(readForm(post("a=" + "x".repeat(MAX_FORM_BYTES), { "Content-Type": "application/x-www-form-urlencoded" })))).toMatchObject({ status: 413 });
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 100; i++) controller.enqueue(new TextEncoder().encode("a=" + "x".repeat(1024) + "&"));
        controller.close();
      },
    });
    expect(await refusal(readForm(post(stream, { "Content-Type": "application/x-www-form-urlencoded" })))).toMatchObject({ status: 413 });
    expect(await refusal(readForm(post("--x\r\nbroken", { "Content-Type": "multipart/form-data; boundary=x" })))).toMatchObject({ status: 400 });
  });
});

describe("readJson", () => {
  const schema = z.object({ id: z.string().min(1) });

  it("parses and validates JSON", async () => {
    expect(await readJson(post('{"id":"a"}', { "Content-Type": "application/json" }), schema)).toEqual({ id: "a" });
    expect(await readJson(post('{"id":"a"}'), schema)).toEqual({ id: "a" });
  });

  it("answers 415, 413 and 400 with a reason", async () => {
    expect(await refusal(readJson(post('{"id":"a"}', { "Content-Type": "text/plain" }), schema))).toMatchObject({ status: 415 });
    expect(await refusal(readJson(post('{"id":"a"}'), schema, { requireType: true }))).toMatchObject({ status: 415 });
    expect(await refusal(readJson(post(`{"id":"${"a".repeat(20_000)}"}`), schema))).toMatchObject({ status: 413 });
    expect(await refusal(readJson(post("{nope"), schema))).toEqual({ status: 400, error: "The body is not valid JSON." });
    expect(await refusal(readJson(post('{"id":""}'), schema))).toMatchObject({ status: 400, error: expect.stringContaining("id") });
  });
});
