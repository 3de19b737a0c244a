import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formBody, jsonBody, MAX_FORM_BYTES, parseJsonText, readForm, readJson } from "./body.server";

/** A POST with exactly these headers (a string body is sent as bytes, so no Content-Type is added). */
const post = (body: string | ReadableStream | null, headers: Record<string, string> = {}) =>
  new Request("http://localhost/x", {
    method: "POST",
    body: typeof body === "string" ? new TextEncoder().encode(body) : body,
    headers,
    duplex: "half",
  } as RequestInit);

/** The status and reason a refusal carries. */
async function refusal(promise: Promise<unknown>) {
  const thrown = (await promise.then(
    () => null,
    (error: unknown) => error,
  )) as { init?: { status?: number }; data?: { error?: string } } | null;
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
    expect(await refusal(readForm(post("a=" + "x".repeat(MAX_FORM_BYTES), { "Content-Type": "application/x-www-form-urlencoded" })))).toMatchObject({
      status: 413,
    });
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

describe("jsonBody (answers refusals instead of throwing)", () => {
  const schema = z.object({ id: z.string().min(1), n: z.number().optional() }).strict();

  it("returns the value or the status and reason", async () => {
    expect(await jsonBody(post('{"id":"a"}', { "Content-Type": "application/json; charset=utf-8" }), schema)).toEqual({ ok: true, value: { id: "a" } });
    expect(await jsonBody(post('{"id":"a"}', { "Content-Type": "text/plain" }), schema)).toMatchObject({ ok: false, status: 415 });
    expect(await jsonBody(post("{", { "Content-Type": "application/json" }), schema)).toEqual({
      ok: false,
      status: 400,
      reason: "The body is not valid JSON.",
    });
    expect(await jsonBody(post('{"id":"a"}', { "Content-Length": "999999" }), schema, { maxBytes: 100 })).toMatchObject({ ok: false, status: 413 });
  });

  it("reads the types a caller also accepts (sendBeacon's text/plain)", async () => {
    expect(await jsonBody(post('{"id":"a"}', { "Content-Type": "text/plain;charset=UTF-8" }), schema, { alsoAccept: ["text/plain"] })).toEqual({
      ok: true,
      value: { id: "a" },
    });
  });

  it("names every failing field", async () => {
    const result = await jsonBody(post('{"id":"","n":"x","extra":1}'), schema);
    expect(result).toMatchObject({ ok: false, status: 400 });
    const reason = result.ok ? "" : result.reason;
    expect(reason).toContain("id: ");
    expect(reason).toContain("n: ");
    expect(reason).toContain("Unrecognized key");
  });

  it("refuses bytes that are not UTF-8", async () => {
    const request = new Request("http://localhost/x", {
      method: "POST",
      body: new Uint8Array([0x7b, 0xff, 0x7d]),
      headers: { "Content-Type": "application/json" },
    });
    expect(await jsonBody(request, schema)).toMatchObject({ ok: false, status: 400 });
  });
});

describe("parseJsonText", () => {
  it("caps UTF-8 bytes, not characters", () => {
    expect(parseJsonText(JSON.stringify("é".repeat(60)), z.string(), { maxBytes: 100 })).toMatchObject({ ok: false, status: 413 });
    expect(parseJsonText(JSON.stringify("e".repeat(60)), z.string(), { maxBytes: 100 })).toMatchObject({ ok: true });
  });
});

describe("formBody", () => {
  it("returns the fields or the refusal", async () => {
    const result = await formBody(post("a=1", { "Content-Type": "application/x-www-form-urlencoded" }));
    expect(result.ok && result.value.get("a")).toBe("1");
    expect(await formBody(post("a=1", { "Content-Type": "application/json" }))).toMatchObject({ ok: false, status: 415 });
  });

  it("refuses, with 400 and the name, a field no form of this site sends (conform would read it as a path or as its state)", async () => {
    const form = (body: string) => formBody(post(body, { "Content-Type": "application/x-www-form-urlencoded" }));
    for (const name of ["a[99999999]", "a.b", "__intent__", "__state__", "__proto__", "x".repeat(65), "", "a b"]) {
      expect(await form(`_block=b1&${encodeURIComponent(name)}=1`), name).toMatchObject({
        ok: false,
        status: 400,
        reason: expect.stringContaining(JSON.stringify(name.slice(0, 64))),
      });
    }
    const multipart = new FormData();
    multipart.set("__intent__", new Blob(["x"]), "x.txt");
    expect(await formBody(new Request("http://localhost/x", { method: "POST", body: multipart }))).toMatchObject({ ok: false, status: 400 });
    expect(await form("_block=b1&intent=register&first-name=Ada&phoneCountry=US")).toMatchObject({ ok: true });
  });
});
