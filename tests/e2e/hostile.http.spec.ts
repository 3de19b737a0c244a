import { expect, test } from "@playwright/test";
import { PORT } from "../../playwright.config";
import { rawRequest } from "./raw-request";
import { sendRaw } from "./raw-socket";

/**
 * Bad requests get a 4xx with a reason, never a 5xx: requests of the kinds hostile clients
 * send (bodies that are not forms, fields no form sends, headers URLs are built from, odd static
 * file paths), sent as written.
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
        const response = await rawRequest(PORT, {
          method: "POST",
          path,
          headers: { ...headers, ...(body ? { "Content-Length": String(Buffer.byteLength(body)) } : {}) },
          body,
        });
        expect(response.status, `${headers["Content-Type"] ?? "no body"}`).toBe(status);
      }
    });
  }

  test("form fields no form of this site sends are a 400 with their name, at once (conform would read them as paths or as its state)", async () => {
    const block = "_block=033dd659-5b3b-5f40-9c3f-753130404284&intent=register";
    const posts: [path: string, field: string][] = [
      ["/masterclass/three-breath-reset", "__intent__=x"],
      ["/masterclass/three-breath-reset", "__state__=x"],
      ["/masterclass/three-breath-reset", "a%5B99999999%5D=1"],
      ["/masterclass/three-breath-reset", `${"a.".repeat(5000)}b=1`],
      ["/affiliates/apply", "__state__=x"],
    ];
    for (const [path, field] of posts) {
      const body = `${block}&${field}`;
      const started = Date.now();
      const response = await rawRequest(PORT, { method: "POST", path, headers: { ...form, "Content-Length": String(Buffer.byteLength(body)) }, body });
      expect(response.status, `${path} ${field.slice(0, 20)}`).toBe(400);
      expect(response.body).toContain("a field this site");
      // Refused before anything builds the 99,999,999-element array (seconds of CPU before).
      expect(Date.now() - started, field.slice(0, 20)).toBeLessThan(1000);
    }
  });

  test("a refused form post answers the error page in the page's language, with the reason (not bare string keys)", async () => {
    const cases: [path: string, body: string, type: string, status: number, words: string[]][] = [
      [
        "/membership",
        "a=1",
        form["Content-Type"],
        400,
        ["Skip to content", "Error 400", "Sign in", "The form must name its block in the &quot;_block&quot; field."],
      ],
      ["/de/membership", "a=1", form["Content-Type"], 400, ["Zum Inhalt springen", "Fehler 400", "Anmelden"]],
      ["/de/membership", '{"a":1}', "application/json", 415, ["Zum Inhalt springen", "Fehler 415", "application/x-www-form-urlencoded"]],
      ["/de/no-such-page", "a=1", form["Content-Type"], 404, ["Zum Inhalt springen", "Fehler 404"]],
    ];
    for (const [path, body, type, status, words] of cases) {
      const response = await rawRequest(PORT, {
        method: "POST",
        path,
        headers: { "Content-Type": type, "Content-Length": String(Buffer.byteLength(body)) },
        body,
      });
      expect(response.status, path).toBe(status);
      for (const word of words) expect(response.body, `${path} ${status}`).toContain(word);
      expect(response.body, `${path} ${status}`).not.toMatch(/>(nav|error)\.[a-zA-Z]+</);
    }
  });

  test("an address with . or .. segments (browsers resolve them first) is a 404, not a redirect loop", async () => {
    for (const path of ["/.", "/./", "/de/..", "/de/../", "/de/.", "/%2e%2e/membership"]) {
      const response = await rawRequest(PORT, { path });
      expect(response.status, path).toBe(404);
      expect(response.body, path).toContain(". or .. segments");
    }
  });

  test("a former Remix data request (?_data=) is a 400 with the reason, not an empty 200 or a 403 'Unexpected Server Error'", async () => {
    for (const path of ["/?_data=root", "/programs/inner-compass?_data=routes%2Fx", "/membership?period=monthly&_data="]) {
      const response = await rawRequest(PORT, { path });
      expect(response.status, path).toBe(400);
      expect(response.body, path).toContain("_data query parameter is not supported");
    }
    // A query that only looks alike is a page as before.
    expect((await rawRequest(PORT, { path: "/membership?my_data=1" })).status).toBe(200);
  });

  test("methods other than GET, HEAD and POST are 405 with Allow", async () => {
    for (const method of ["PUT", "DELETE", "PATCH", "TRACE", "OPTIONS"]) {
      const withBody = !["TRACE", "OPTIONS"].includes(method);
      const response = await rawRequest(PORT, {
        method,
        path: "/membership",
        ...(withBody ? { headers: { ...form, "Content-Length": "3" }, body: "a=1" } : {}),
      });
      expect(response.status, method).toBe(405);
      expect(response.headers.allow, method).toBe("GET, HEAD, POST");
    }
  });

  test("CONNECT (a proxy tunnel) is answered 405, not dropped", async () => {
    const response = await sendRaw(PORT, { method: "CONNECT", target: "127.0.0.1:443", headers: [["Host", "127.0.0.1:443"]] });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD, POST");
  });

  test("/logout refuses a JSON body and other methods", async () => {
    const refused = await rawRequest(PORT, {
      method: "POST",
      path: "/logout",
      headers: { "Content-Type": "application/json", "Content-Length": "2" },
      body: "{}",
    });
    expect(refused.status).toBe(415);
    expect(refused.body).toContain("application/x-www-form-urlencoded");
    expect((await rawRequest(PORT, { method: "PUT", path: "/logout" })).status).toBe(405);
  });
});

test("a form post to an address without an action is a plain 405 with its reason (was Remix's message naming the route, or 'Unexpected Server Error')", async () => {
  // Pages and resource routes, documents and data requests; "/" without ?index targets the root layout, which has no action.
  const paths = [
    "/",
    "/_root.data",
    "/robots.txt",
    "/robots.txt.data",
    "/sitemap.xml",
    "/calendar.ics",
    "/api/countries",
    "/api/countries.data",
    "/switch-language",
    "/switch-language.data",
    "/resources/error-page",
    "/de/redirect",
  ];
  for (const path of paths) {
    const body = "a=1";
    const response = await rawRequest(PORT, { method: "POST", path, headers: { ...form, "Content-Length": String(Buffer.byteLength(body)) }, body });
    expect(response.status, path).toBe(405);
    expect(response.headers.allow, path).toBe("GET, HEAD");
    expect(response.body, path).toBe("This address takes no form posts: GET or HEAD only.");
  }
});

test.describe("headers URLs are built from", () => {
  // The last ones pass a host-name pattern, but the URL parser refuses them.
  for (const host of ["[", "a b", "", "evil.example:99999", "999.1.1.1", "a.999", "[1:2:3]"]) {
    test(`Host ${JSON.stringify(host)} is a 400`, async () => {
      for (const [method, path] of [
        ["GET", "/"],
        ["GET", "/api/countries?lang=de"],
        ["POST", "/storyblok-api/order-summary"],
      ] as const) {
        const response = await rawRequest(PORT, {
          method,
          path,
          headers: { Host: host, "Content-Type": "application/json", "Content-Length": "2" },
          body: method === "POST" ? "{}" : undefined,
        });
        expect(response.status, `${method} ${path}`).toBe(400);
      }
    });
  }

  test("X-Forwarded-Host with a later entry that is no host is a 400 (Remix reads its port from the whole header)", async () => {
    for (const forwarded of ["localhost, x:99999", "localhost,x:-1"]) {
      const response = await rawRequest(PORT, {
        method: "POST",
        path: "/affiliates/apply",
        headers: { ...form, "X-Forwarded-Host": forwarded, "Content-Length": "3" },
        body: "a=1",
      });
      expect(response.status, forwarded).toBe(400);
      expect(response.body, forwarded).toContain("X-Forwarded-Host");
    }
  });

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
