import { expect, test } from "@playwright/test";
import { PORT } from "../../playwright.config";
import { rawRequest } from "./raw-request";

/**
 * Bad requests get a 4xx with a reason, never a 5xx (issue 16): the requests a hostile
 * review found answered 500, sent as written.
 */
const form = { "Content-Type": "application/x-www-form-urlencoded" };

test.describe("bodies that are not forms", () => {
  for (const path of ["/affiliates/apply", "/masterclass/three-breath-reset", "/register-attendee-demo"]) {
    test(`a form page answers 415/400 to other bodies: ${path}`, async () => {
      const cases: [Record<string, string>, string | undefined, number][] = [
        [{ "Content-Type": "application/json" }, '{"firstName":"Ada"}', 415],
        [{}, undefined, 415],
        [{ "Content-Type": "text/plain" }, "firstName=Ada", 415],
        [{ "Content-Type": "multipart/form-data; boundary=x" }, "--x\r\nbroken", 400],
      ];
      for (const [headers, body, status] of cases) {
        const response = await rawRequest(PORT, { method: "POST", path, headers: { ...headers, ...(body ? { "Content-Length": String(Buffer.byteLength(body)) } : {}) }, body });
        expect(response.status, `${headers["Content-Type"] ?? "no body"}`).toBe(status);
      }
    });
  }

  test("methods other than GET, HEAD and POST are 405 with Allow", async () => {
    for (const method of ["PUT", "DELETE", "PATCH", "TRACE", "OPTIONS"]) {
      const withBody = !["TRACE", "OPTIONS"].includes(method);
      const response = await rawRequest(PORT, { method, path: "/membership", ...(withBody ? { headers: { ...form, "Content-Length": "3" }, body: "a=1" } : {}) });
      expect(response.status, method).toBe(405);
      expect(response.headers.allow, method).toBe("GET, HEAD, POST");
    }
  });

  test("/logout refuses a JSON body and other methods", async () => {
    expect((await rawRequest(PORT, { method: "POST", path: "/logout", headers: { "Content-Type": "application/json", "Content-Length": "2" }, body: "{}" })).status).toBe(415);
    expect((await rawRequest(PORT, { method: "PUT", path: "/logout" })).status).toBe(405);
  });
});

test.describe("headers URLs are built from", () => {
  for (const host of ["[", "a b", "", "evil.example:99999"]) {
    test(`Host ${JSON.stringify(host)} is a 400`, async () => {
      for (const [method, path] of [["GET", "/"], ["GET", "/api/countries?lang=de"], ["POST", "/storyblok-api/order-summary"]] as const) {
        const response = await rawRequest(PORT, { method, path, headers: { Host: host, "Content-Type": "application/json", "Content-Length": "2" }, body: method === "POST" ? "{}" : undefined });
        expect(response.status, `${method} ${path}`).toBe(400);
      }
    });
  }

  test("X-Forwarded-Proto other than http(s) is a 400", async () => {
    expect((await rawRequest(PORT, { path: "/", headers: { "X-Forwarded-Proto": "a b" } })).status).toBe(400);
    expect((await rawRequest(PORT, { path: "/", headers: { "X-Forwarded-Proto": "https" } })).status).toBe(200);
  });
});

test.describe("static files", () => {
  test("an unsatisfiable range is a 416", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = /\/assets\/[\w.-]+\.css/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    expect((await rawRequest(PORT, { path: asset!, headers: { Range: "bytes=99999999999-" } })).status).toBe(416);
  });

  test("a path leaving the assets folder is refused, not a 500", async () => {
    for (const path of ["/sandbox-assets/../../package.json", "/sandbox-assets/%2e%2e/%2e%2e/package.json", "/assets/../../package.json"]) {
      const response = await rawRequest(PORT, { path });
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
      expect(response.body, path).not.toContain('"dependencies"');
    }
  });

});
