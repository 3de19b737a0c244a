import { get as httpGet } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { editorQuery } from "./preview";
import { rawRequest } from "./raw-request";
import { inlineScriptSources, scriptSrc, SHARED } from "./shared-pages";
import { signInSandboxMember } from "../../scripts/lib/sandbox-member.mjs";

/**
 * Shared pages: an anonymous page is rendered once and answered to everyone as the same bytes,
 * its CSP naming the hashes of its inline scripts (no nonce), so CDNs may keep it; members,
 * previews, attendees and pages with personal blocks are rendered per request with a nonce and
 * never stored. `X-Page-Cache` says `hit` or `miss` for answers of the page cache, `pass` for a
 * render that could not be shared, and is absent when the request passed it by.
 */
const HOME = "/";
/** A page with a personal block: the summary of an order (`?PSubscriptionID=`, docs/product/sales-and-orders.md). */
const ORDER_PAGE = "/membership/thank-you?PSubscriptionID=8a3f12c07e5d4b9a";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

/** The nonce of the CSP header, and every nonce attribute of the HTML. */
async function nonces(response: Response) {
  const csp = response.headers.get("content-security-policy") ?? "";
  const header = /'nonce-([^']+)'/.exec(csp)?.[1] ?? null;
  const html = await response.text();
  return { header, inHtml: [...new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]))], html };
}

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(new URL(path, test.info().project.use.baseURL).href, { headers: { "user-agent": BROWSER, ...headers }, redirect: "manual" });

test("a shared page is the same bytes for everyone, with no nonce: its CSP names a hash for each inline script", async () => {
  await get(HOME); // fills the cache if it is empty
  const first = await get(HOME, { "accept-encoding": "identity" });
  const second = await get(HOME, { "accept-encoding": "identity", "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
  expect(first.headers.get("x-page-cache")).toBe("hit");
  expect(second.headers.get("x-page-cache")).toBe("hit");
  const [a, b] = [await first.text(), await second.text()];
  expect(a).toBe(b);
  expect(a).not.toContain("nonce=");
  expect(first.headers.get("content-security-policy")).toBe(second.headers.get("content-security-policy"));
  const sources = scriptSrc(first);
  expect(sources.some((source) => source.startsWith("'nonce-"))).toBe(false);
  const hashes = inlineScriptSources(a);
  expect(hashes.length).toBeGreaterThan(2);
  for (const hash of hashes) expect(sources).toContain(hash);
  expect(sources).toContain("'self'");
  expect(first.headers.get("cache-control")).toMatch(SHARED);
  // The home page runs an A/B experiment: its copies vary by the experiments cookie (experiments.http.spec.ts).
  expect(first.headers.get("vary")).toBe("Accept-Encoding, Cookie");
  expect(first.headers.get("surrogate-key")?.split(" ")).toEqual(expect.arrayContaining(["site", "slug:home", "slug:global/header"]));
  expect(first.headers.get("cache-tag")).toBe(first.headers.get("surrogate-key")?.replaceAll(" ", ","));
});

test("a shared page is compressed once when stored: brotli, gzip and plain answers hold the same page", async () => {
  await get(HOME);
  const plain = await (await get(HOME, { "accept-encoding": "identity" })).text();
  const port = Number(new URL(test.info().project.use.baseURL!).port);
  const answers = await Promise.all(["br", "gzip", "br;q=0.5, gzip", "identity"].map((encoding) => encodedRequest(port, HOME, encoding)));
  expect(answers.map((answer) => answer.encoding)).toEqual(["br", "gzip", "gzip", "identity"]);
  for (const answer of answers) expect(answer.text).toBe(plain);
});

/** GET `path` accepting `encoding`: the encoding answered and the body decoded (fetch would hide both). */
function encodedRequest(port: number, path: string, encoding: string): Promise<{ encoding: string; text: string }> {
  return new Promise((resolve, reject) => {
    httpGet({ host: "127.0.0.1", port, path, headers: { "user-agent": BROWSER, "accept-encoding": encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        const used = String(res.headers["content-encoding"] ?? "identity");
        const decoded = used === "br" ? brotliDecompressSync(body) : used === "gzip" ? gunzipSync(body) : body;
        resolve({ encoding: used, text: decoded.toString("utf8") });
      });
    }).on("error", reject);
  });
}

test("a browser that holds the page gets 304 Not Modified", async () => {
  await get(HOME);
  const first = await get(HOME);
  const etag = first.headers.get("etag");
  expect(etag).toMatch(/^W\/"/);
  // Sent as written: fetch adds `Cache-Control: no-cache` to conditional requests, which asks for the whole page.
  const port = Number(new URL(test.info().project.use.baseURL!).port);
  const again = await rawRequest(port, { path: HOME, headers: { "user-agent": BROWSER, "if-none-match": etag ?? "" } });
  expect(again.status).toBe(304);
  expect(again.body).toBe("");
  expect((await rawRequest(port, { path: HOME, headers: { "user-agent": BROWSER, "if-none-match": 'W/"other"' } })).status).toBe(200);
});

test("ad clicks of a page share one stored copy, which names none of their tags", async () => {
  const marker = `ad${Date.now()}`;
  // Tags make no key of their own, so a declared parameter with a new value gives this test its own copy.
  const base = `/membership?dropdown=${marker}`;
  const clicks = [
    `${base}&gclid=Cj0KCQ${marker}`,
    `${base}&utm_source=google&utm_medium=cpc&utm_campaign=${marker}`,
    `${base}&fbclid=IwAR${marker}&utm_content=video`,
    `${base}&msclkid=${marker}&x=1`,
  ];
  const first = await get(clicks[0]!);
  expect(first.headers.get("x-page-cache")).toBe("miss");
  expect(first.headers.get("cache-control")).toMatch(SHARED);
  const firstBody = await first.text();
  for (const click of clicks.slice(1)) {
    const answer = await get(click);
    expect(answer.headers.get("x-page-cache"), click).toBe("hit");
    expect(await answer.text()).toBe(firstBody);
  }
  for (const tag of ["gclid", "utm_", "fbclid", "msclkid", "Cj0KCQ"]) expect(firstBody).not.toContain(tag);
  // Declared parameters still count: another billing period is another page.
  const monthly = await get(`${base}&period=monthly&gclid=1`);
  expect(monthly.headers.get("x-page-cache")).toBe("miss");
  await monthly.body?.cancel();
});

test("a stored page is answered with the headers its render had, and still sends its event", async () => {
  const marker = `door${Date.now()}`;
  // A declared parameter (the header's `dropdown`) with a new value: a key of its own, so the first answer renders.
  const path = `/programs/inner-compass?dropdown=${marker}`;
  const rendered = await get(path);
  const stored = await get(path);
  expect(rendered.headers.get("x-page-cache")).toBe("miss");
  expect(stored.headers.get("x-page-cache")).toBe("hit");
  const perResponse = new Set(["x-page-cache", "x-request-id", "date", "keep-alive", "connection"]);
  const headers = (response: Response) => [...response.headers].filter(([name]) => !perResponse.has(name));
  expect(headers(stored)).toEqual(headers(rendered));
  expect(await stored.text()).toBe(await rendered.text());
  expect(stored.headers.get("x-request-id")).not.toBe(rendered.headers.get("x-request-id"));
  await expect
    .poll(async () => {
      const events = (await (await get("/__sandbox/events?dataset=http-request")).json()) as { data: { path: string; query: Record<string, string> } }[];
      return events.filter((e) => e.data.query.dropdown === marker).map((e) => e.data.path);
    })
    .toEqual(["/programs/inner-compass", "/programs/inner-compass"]);
});

test("a HEAD request is answered from the cache without a body", async () => {
  await get(HOME);
  const head = await fetch(new URL(HOME, test.info().project.use.baseURL).href, { method: "HEAD", headers: { "user-agent": BROWSER } });
  expect(head.status).toBe(200);
  expect(head.headers.get("x-page-cache")).toBe("hit");
  expect(await head.text()).toBe("");
});

test("single-fetch data requests are not cached and carry their document's Cache-Control", async () => {
  const data = await get("/programs/inner-compass.data");
  expect(data.status).toBe(200);
  expect(data.headers.get("x-page-cache")).toBeNull();
  expect(data.headers.get("cache-control")).toBe("private, no-cache");
});

test("a data request carries its document's policy: personal pages and members' data are stored nowhere", async () => {
  const personal = await get(`${ORDER_PAGE.replace("?", ".data?")}`);
  expect(personal.status).toBe(200);
  expect(personal.headers.get("x-page-cache")).toBeNull();
  expect(personal.headers.get("cache-control")).toBe("private, no-store");
  const document = await get(ORDER_PAGE);
  expect(document.headers.get("cache-control")).toBe(personal.headers.get("cache-control"));
});

test("no anonymous page without cookies is stored nowhere: fixed pages, the webinar's watch page and its thank-you page are shared", async () => {
  for (const path of [
    "/test-no-sb",
    "/test-no-tw",
    "/test-no-tw-no-sb",
    "/auth0-token-demo",
    "/masterclass/three-breath-reset/watch",
    "/masterclass/three-breath-reset/thank-you?slot=2027-01-20T17:00:00.000Z",
  ]) {
    await get(path);
    const response = await get(path);
    expect(response.status, path).toBe(200);
    expect(response.headers.get("cache-control"), path).toMatch(SHARED);
    expect(response.headers.get("x-page-cache"), path).toBe("hit");
    await response.body?.cancel();
  }
});

test("previews never get a cached page", async () => {
  await get(HOME);
  const preview = await get(`${HOME}?${editorQuery()}`);
  expect(preview.status).toBe(200);
  expect(preview.headers.get("x-page-cache")).toBeNull();
  expect(preview.headers.get("cache-control")).toBe("private, no-store");
});

test("attendees (?a= or their cookie) never get a cached page", async () => {
  await get(HOME);
  const withParam = await get(`${HOME}?a=6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f`);
  expect(withParam.headers.get("x-page-cache")).toBeNull();
  const withCookie = await get(HOME, { Cookie: "bp_attendee=anything" });
  expect(withCookie.headers.get("x-page-cache")).toBeNull();
});

test("a page with personal blocks (an order's summary) is rendered every time, never stored, each with a nonce of its own", async () => {
  const seen: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    const response = await get(ORDER_PAGE);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-page-cache")).toBe("pass");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("surrogate-key")).toBeNull();
    const { header, inHtml } = await nonces(response);
    expect(header).toBeTruthy();
    expect(inHtml).toEqual([header]);
    seen.push(header ?? "");
  }
  expect(seen[0]).not.toBe(seen[1]);
});

test("landing pages with forms are stored: the visitor's country and time zone come after the shared HTML", async () => {
  for (const path of ["/affiliates/apply", "/masterclass/three-breath-reset", "/register-attendee-demo"]) {
    await get(path);
    const stored = await get(path, { "x-forwarded-for": "203.0.113.40", Cookie: "tz=America%2FSao_Paulo" });
    expect(stored.headers.get("x-page-cache"), path).toBe("hit");
    await stored.body?.cancel();
  }
});

test("members never get a cached page: the header greets them", async () => {
  await get(HOME);
  const session = await signInSandboxMember(test.info().project.use.baseURL ?? "");
  const member = await get(HOME, { Cookie: session });
  expect(member.status).toBe(200);
  expect(member.headers.get("x-page-cache")).toBeNull();
  expect(member.headers.get("cache-control")).toBe("private, no-store");
  expect(await member.text()).toContain("Lucas");
  // Their data requests say the same as their document (anonymous ones: the anonymous policy).
  const memberData = await get("/_root.data", { Cookie: session });
  expect(memberData.status).toBe(200);
  expect(memberData.headers.get("cache-control")).toBe("private, no-store");
  expect(await memberData.text()).toContain("Lucas");
  expect((await get("/_root.data")).headers.get("cache-control")).toBe("private, no-cache");
});

test("a stored page is never the answer to another address: a target starting with // or a repeated parameter's other order", async () => {
  const port = Number(new URL(test.info().project.use.baseURL!).port);
  await get("/membership");
  expect((await get("/membership")).headers.get("x-page-cache")).toBe("hit");
  for (const path of ["//x/membership", "//membership"]) {
    const raw = await rawRequest(port, { path, headers: { "user-agent": BROWSER } });
    expect(raw.status, path).toBe(404);
    expect(raw.body, path).not.toContain('data-block="membership_cards"');
  }
  // The quiz's results name the chosen outcomes in the order of the query.
  const chosenFor = async (outcomes: string) => {
    const response = await get(
      `/assessment?step=results&area=energy-wellbeing&area=stress-resilience&${outcomes}&probe=${encodeURIComponent(test.info().testId)}`,
    );
    return { cache: response.headers.get("x-page-cache"), chosen: /Chosen for: ([^<]*)</.exec(await response.text())?.[1] };
  };
  const first = await chosenFor("outcome=out-body-restful-sleep&outcome=out-calm-stress-relief");
  const swapped = await chosenFor("outcome=out-calm-stress-relief&outcome=out-body-restful-sleep");
  expect(first.chosen).toMatch(/^Restful sleep and Staying calm/);
  expect(swapped).toMatchObject({ cache: "miss", chosen: expect.stringMatching(/^Staying calm.* and Restful sleep$/) });
});
