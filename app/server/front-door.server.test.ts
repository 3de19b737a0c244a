import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import { setupServer } from "msw/node";
import { storyblokHandlers } from "../../sandbox/storyblok";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getEnv } from "~/env.server";
import { ANONYMOUS_PAGE } from "~/domain/page-cache-policy";
import { cachedPage, purgeAllPages, type StoredPage } from "~/services/page-cache.server";
import { redirectTable } from "~/services/redirect-rules.server";
import { frontDoor, type NodeLayer } from "./front-door.server";
import { securityHeaders } from "./security.server";

const PLACEHOLDER = "PLACEHOLDERplaceholder00"; // 24 characters, as long as a nonce
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const stored = (body: string): StoredPage => ({
  status: 200,
  headers: [
    ["content-type", "text/html; charset=utf-8"],
    ["cache-control", ANONYMOUS_PAGE],
  ],
  body,
  placeholder: PLACEHOLDER,
  deps: ["slug:front-door"],
});

// A build's hashed file, with the brotli copy the build writes next to it.
const SCRIPT = `export const greeting = "${"hello ".repeat(300)}";`;
const clientDir = mkdtempSync(path.join(tmpdir(), "front-door-"));
mkdirSync(path.join(clientDir, "assets"));
writeFileSync(path.join(clientDir, "assets/app-Ab12.js"), SCRIPT);
writeFileSync(path.join(clientDir, "assets/app-Ab12.js.br"), brotliCompressSync(SCRIPT));
const hashedFiles = expressStaticGzip(clientDir, { enableBrotli: true, orderPreference: ["br", "gzip"], index: false, serveStatic: { immutable: true, maxAge: "1y" } });

// The front door, and behind it a stand-in for Express that says it was asked.
const door = frontDoor({
  trustProxy: false,
  siteUrl: "https://www.example.com",
  localeCookieName: undefined,
  layers: [securityHeaders({ ...getEnv(), NODE_ENV: "production" }), compression()] as unknown as NodeLayer[],
  assets: {
    // "gone-Cd34.js" was listed at start but is no longer on disk.
    names: new Set(["app-Ab12.js", "app-Ab12.js.br", "gone-Cd34.js"]),
    send: (req, res, next) => {
      Object.assign(req, { path: (req.url ?? "/").split("?")[0] });
      hashedFiles(req as never, res as never, next);
    },
  },
});
const server = http.createServer((req, res) => {
  if (!door(req, res)) res.setHeader("X-Answered-By", "express").end("express");
});
// The sandbox's Storyblok answers for `global/redirects` (a rule moves /old-membership).
const upstream = setupServer(...storyblokHandlers);
let port = 0;
beforeAll(async () => {
  upstream.listen({ onUnhandledRequest: "bypass" });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
  expect((await redirectTable()).entries.size).toBeGreaterThan(0); // until it is loaded, every request goes to Express
});
afterAll(() => {
  server.close();
  upstream.close();
});

beforeEach(async () => {
  await purgeAllPages();
  // A stored copy under a path a CMS redirect rule now moves (sandbox global/redirects): the rule wins.
  await cachedPage("browser:/old-membership", async () => stored("<html>moved</html>"));
  await cachedPage("browser:/front-door", async () => stored(`<html><script nonce="${PLACEHOLDER}">1</script><p>${"Front door. ".repeat(100)}</p><script nonce="${PLACEHOLDER}">2</script></html>`));
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function ask(target: string, { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer & { bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, path: target, method, headers: { "user-agent": BROWSER, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: bytes.toString(), bytes });
      });
    });
    request.on("error", reject);
    request.end();
  });
}

const expressAnswered = (answer: Answer) => answer.headers["x-answered-by"] === "express";

describe("the front door (issue 17)", () => {
  it("answers a fresh stored page itself, with its own nonce in the HTML and the CSP header", async () => {
    const first = await ask("/front-door");
    const second = await ask("/front-door");
    for (const answer of [first, second]) {
      expect(expressAnswered(answer)).toBe(false);
      expect(answer.status).toBe(200);
      expect(answer.headers["x-page-cache"]).toBe("hit");
      expect(answer.headers["x-request-id"]).toMatch(/^[\w-]{8,}$/);
      expect(answer.headers["cache-control"]).toBe(ANONYMOUS_PAGE);
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers.vary).toBe("Accept-Encoding");
      const nonce = /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1];
      expect(nonce).toHaveLength(24);
      expect(answer.body).toBe(`<html><script nonce="${nonce}">1</script><p>${"Front door. ".repeat(100)}</p><script nonce="${nonce}">2</script></html>`);
    }
    expect(first.headers["content-security-policy"]).not.toBe(second.headers["content-security-policy"]);
  });

  it("gzips for clients that ask, from the stored page gzipped once, with this answer's nonce", async () => {
    const gzipped = async () => {
      const answer = await new Promise<http.IncomingMessage>((resolve) => http.get({ host: "127.0.0.1", port, path: "/front-door", headers: { "user-agent": BROWSER, "accept-encoding": "gzip, deflate, br" } }, resolve));
      const chunks: Buffer[] = [];
      for await (const chunk of answer) chunks.push(chunk as Buffer);
      const nonce = /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1] ?? "";
      return { headers: answer.headers, nonce, html: gunzipSync(Buffer.concat(chunks)).toString() };
    };
    const [first, second] = [await gzipped(), await gzipped()];
    for (const { headers, nonce, html } of [first, second]) {
      expect(headers["content-encoding"]).toBe("gzip");
      expect(headers.vary).toBe("Accept-Encoding");
      expect(html).toBe(`<html><script nonce="${nonce}">1</script><p>${"Front door. ".repeat(100)}</p><script nonce="${nonce}">2</script></html>`);
    }
    expect(first.nonce).not.toBe(second.nonce);
  });

  it("answers HEAD with the length and no body", async () => {
    const answer = await ask("/front-door", { method: "HEAD" });
    expect(expressAnswered(answer)).toBe(false);
    expect(Number(answer.headers["content-length"])).toBeGreaterThan(50);
    expect(answer.body).toBe("");
  });

  it.each([
    ["another method", "/front-door", { method: "POST" }],
    ["a members' session", "/front-door", { headers: { cookie: "__session=abc" } }],
    ["an attendee", "/front-door?a=2b9c", {}],
    ["the visual editor", "/front-door?_storyblok=12", {}],
    ["a visit from Google (SPEC §7 redirect)", "/front-door", { headers: { referer: "https://www.google.com/" } }],
    ["a trailing slash (SPEC §2 redirect)", "/front-door/", {}],
    ["a malformed path", "/front-door%E0%A4%A", {}],
    ["a backslash path", "/front-door%5C", {}],
    ["a protocol-relative target", "//front-door", {}],
    ["a bad forwarded protocol", "/front-door", { headers: { "x-forwarded-proto": "gopher" } }],
    ["a path a CMS redirect rule moves", "/old-membership", {}],
    ["a page not stored", "/elsewhere", {}],
    ["a data request", "/front-door.data", {}],
  ] as const)("leaves %s to Express", async (_name, path, options) => {
    const answer = await ask(path, options as { method?: string; headers?: Record<string, string> });
    expect(expressAnswered(answer)).toBe(true);
    expect(answer.headers["x-request-id"]).toBeUndefined();
    expect(answer.headers["content-security-policy"]).toBeUndefined();
  });
});

describe("the front door for the build's hashed files (issue 15)", () => {
  it("sends a hashed file itself, as the build compressed it, with the request id and security headers", async () => {
    const answer = await ask("/assets/app-Ab12.js", { headers: { "accept-encoding": "gzip, br" } });
    expect(expressAnswered(answer)).toBe(false);
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(answer.bytes).toString()).toBe(SCRIPT);
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(answer.headers["x-request-id"]).toMatch(/^[\w-]{8,}$/);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    const plain = await ask("/assets/app-Ab12.js?v=2", { headers: { "accept-encoding": "identity" } });
    expect(expressAnswered(plain)).toBe(false);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("answers HEAD with the length and no body", async () => {
    const answer = await ask("/assets/app-Ab12.js", { method: "HEAD" });
    expect(expressAnswered(answer)).toBe(false);
    expect(Number(answer.headers["content-length"])).toBe(SCRIPT.length);
    expect(answer.body).toBe("");
  });

  it("answers 404 for a file listed at start but gone from disk", async () => {
    const answer = await ask("/assets/gone-Cd34.js");
    expect(expressAnswered(answer)).toBe(false);
    expect(answer.status).toBe(404);
    expect(answer.body).toBe("Not found.");
  });

  it("answers an unsatisfiable range 416, as Express's error handler would", async () => {
    const answer = await ask("/assets/app-Ab12.js", { headers: { range: "bytes=99999999-" } });
    expect(expressAnswered(answer)).toBe(false);
    expect(answer.status).toBe(416);
    expect(answer.body).toBe("The requested range cannot be served.");
  });

  it.each([
    ["another method", "/assets/app-Ab12.js", { method: "POST" }],
    ["a file the build does not have", "/assets/other-Ef56.js", {}],
    ["a path outside the folder", "/assets/../server.js", {}],
    ["a trailing slash (SPEC §2 redirect)", "/assets/app-Ab12.js/", {}],
    ["a visit from Google (SPEC §7 redirect)", "/assets/app-Ab12.js", { headers: { referer: "https://www.google.com/" } }],
    ["a bad forwarded protocol", "/assets/app-Ab12.js", { headers: { "x-forwarded-proto": "gopher" } }],
    ["a malformed path", "/assets/app-Ab12%E0%A4%A.js", {}],
  ] as const)("leaves %s to Express", async (_name, target, options) => {
    const answer = await ask(target, options as { method?: string; headers?: Record<string, string> });
    expect(expressAnswered(answer)).toBe(true);
  });
});
