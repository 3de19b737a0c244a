import { expect, test } from "@playwright/test";
import { editorQuery } from "./preview";
import { rawRequest } from "./raw-request";

/**
 * The page cache (issue 17): anonymous pages come from it with a fresh CSP nonce each time;
 * members, previews, attendees and pages with personal blocks never do. `X-Page-Cache` says
 * `hit` or `miss` for answers of the cache, and is absent when the request passed it by.
 */
const HOME = "/";
/** A page with a personal block: the summary of an order (SPEC §2 `PSubscriptionID`). */
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

test("two cached answers carry different nonces, each matching its own CSP header", async () => {
  await get(HOME); // fills the cache if it is empty
  const first = await get(HOME);
  const second = await get(HOME);
  expect(first.headers.get("x-page-cache")).toBe("hit");
  expect(second.headers.get("x-page-cache")).toBe("hit");
  const a = await nonces(first);
  const b = await nonces(second);
  expect(a.header).toBeTruthy();
  expect(a.inHtml).toEqual([a.header]);
  expect(b.inHtml).toEqual([b.header]);
  expect(a.header).not.toBe(b.header);
  expect(a.html.replaceAll(a.header ?? "", "N")).toBe(b.html.replaceAll(b.header ?? "", "N"));
  expect(first.headers.get("cache-control")).toBe("private, no-cache");
});

test("concurrent cached answers, compressed or not, each carry only their own nonce", async () => {
  await get(HOME);
  // The server writes each nonce into a reused copy of the stored bytes: none may leak into another answer.
  const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => get(HOME, i % 2 ? { "accept-encoding": "identity" } : { "accept-encoding": "gzip" })));
  const seen = await Promise.all(answers.map(nonces));
  for (const { header, inHtml } of seen) expect(inHtml).toEqual([header]);
  expect(new Set(seen.map((n) => n.header)).size).toBe(answers.length);
  expect(answers.map((a) => a.headers.get("x-page-cache"))).toEqual(answers.map(() => "hit"));
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
  const firstBody = await nonces(first);
  for (const click of clicks.slice(1)) {
    const answer = await get(click);
    expect(answer.headers.get("x-page-cache"), click).toBe("hit");
    const body = await nonces(answer);
    expect(body.html.replaceAll(body.header ?? "", "N")).toBe(firstBody.html.replaceAll(firstBody.header ?? "", "N"));
  }
  for (const tag of ["gclid", "utm_", "fbclid", "msclkid", "Cj0KCQ"]) expect(firstBody.html).not.toContain(tag);
  // Declared parameters still count: another billing period is another page.
  const monthly = await get(`${base}&period=monthly&gclid=1`);
  expect(monthly.headers.get("x-page-cache")).toBe("miss");
  await monthly.body?.cancel();
});

test("a stored page is answered with the headers its render had (the front door, before Express), and still sends its event", async () => {
  const marker = `door${Date.now()}`;
  // A declared parameter (the header's `dropdown`) with a new value: a key of its own, so the first answer renders.
  const path = `/programs/inner-compass?dropdown=${marker}`;
  const rendered = await get(path);
  const stored = await get(path);
  expect(rendered.headers.get("x-page-cache")).toBe("miss");
  expect(stored.headers.get("x-page-cache")).toBe("hit");
  const perResponse = new Set(["x-page-cache", "x-request-id", "date", "content-security-policy", "keep-alive", "connection"]);
  const headers = (response: Response) => [...response.headers].filter(([name]) => !perResponse.has(name));
  expect(headers(stored)).toEqual(headers(rendered));
  const a = await nonces(rendered);
  const b = await nonces(stored);
  const policy = (response: Response, nonce: string | null) => response.headers.get("content-security-policy")?.replace(nonce ?? "", "N");
  expect(policy(stored, b.header)).toBe(policy(rendered, a.header));
  expect(b.html.replaceAll(b.header ?? "", "N")).toBe(a.html.replaceAll(a.header ?? "", "N"));
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

test("a page whose route gives no policy is stored nowhere: its HTML holds a nonce", async () => {
  for (let i = 0; i < 2; i += 1) {
    const response = await get("/test-no-sb");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-page-cache")).toBe("pass");
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

test("a page with personal blocks (an order's summary) is rendered every time, never stored", async () => {
  for (let i = 0; i < 2; i += 1) {
    const response = await get(ORDER_PAGE);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-page-cache")).toBe("pass");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  }
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
  const base = test.info().project.use.baseURL ?? "";
  const jar: Record<string, string> = {};
  const take = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const [name = "", value = ""] = pair.split(/=(.*)/s);
      jar[name] = value;
    }
  };
  const cookie = () => Object.entries(jar).filter(([, v]) => v).map(([n, v]) => `${n}=${v}`).join("; ");
  const login = await fetch(`${base}/login?returnTo=%2F`, { redirect: "manual" });
  take(login);
  const authorize = new URL(login.headers.get("location") ?? "", base);
  const choose = new URL("/__sandbox/auth0/continue", base);
  for (const key of ["state", "redirect_uri", "code_challenge"]) choose.searchParams.set(key, authorize.searchParams.get(key) ?? "");
  choose.searchParams.set("member", "membership");
  const chosen = await fetch(choose, { redirect: "manual" });
  take(await fetch(chosen.headers.get("location") ?? "", { redirect: "manual", headers: { Cookie: cookie() } }));
  expect(jar.__session).toBeTruthy();
  const member = await get(HOME, { Cookie: cookie() });
  expect(member.status).toBe(200);
  expect(member.headers.get("x-page-cache")).toBeNull();
  expect(member.headers.get("cache-control")).toBe("private, no-store");
  expect(await member.text()).toContain("Lucas");
  // Their data requests say the same as their document (anonymous ones: the anonymous policy).
  const memberData = await get("/_root.data", { Cookie: cookie() });
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
    const response = await get(`/assessment?step=results&area=energy-wellbeing&area=stress-resilience&${outcomes}&probe=${encodeURIComponent(test.info().testId)}`);
    return { cache: response.headers.get("x-page-cache"), chosen: /Chosen for: ([^<]*)</.exec(await response.text())?.[1] };
  };
  const first = await chosenFor("outcome=out-body-restful-sleep&outcome=out-calm-stress-relief");
  const swapped = await chosenFor("outcome=out-calm-stress-relief&outcome=out-body-restful-sleep");
  expect(first.chosen).toMatch(/^Restful sleep and Staying calm/);
  expect(swapped).toMatchObject({ cache: "miss", chosen: expect.stringMatching(/^Staying calm.* and Restful sleep$/) });
});
