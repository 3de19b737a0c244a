import { expect, test } from "@playwright/test";
import { CRAWLER_FILE, ERROR_STORY, NO_STORE, PUBLIC_FILE, RELEASE_DATA } from "../../app/domain/delivery/cache-policy";

/**
 * What each kind of response tells browsers and CDNs about keeping it: every Cache-Control value
 * is one of the named policies (pages, personal pages, `.data` and assets have their own specs:
 * page-cache, routing).
 */

test("responses about one request are kept by no one: the health check, a refused method, a redirect, a form post to a file", async ({ request }) => {
  const responses = [
    await request.get("/healthcheck"),
    await request.fetch("/", { method: "PUT" }),
    await request.get("/redirect?to=/de", { maxRedirects: 0 }),
    await request.post("/robots.txt"),
  ];
  expect(responses.map((response) => response.status())).toEqual([200, 405, 302, 405]);
  for (const response of responses) expect(response.headers()["cache-control"], response.url()).toBe(NO_STORE);
});

test("files of public/ are kept an hour: their addresses are stable", async ({ request }) => {
  for (const path of ["/favicon.svg", "/favicon.ico"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toBe(PUBLIC_FILE);
  }
});

test("files for crawlers are kept an hour, and longer while the origin fails", async ({ request }) => {
  for (const path of ["/robots.txt", "/sitemap.xml"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toBe(CRAWLER_FILE);
  }
});

test("the country list changes only with a release: a week; the error story a minute", async ({ request }) => {
  const countries = await request.get("/api/countries?lang=de");
  expect(countries.status()).toBe(200);
  expect(countries.headers()["cache-control"]).toBe(RELEASE_DATA);
  const errorStory = await request.get("/resources/error-page?status=500&lang=de");
  expect(errorStory.status()).toBe(200);
  expect(errorStory.headers()["cache-control"]).toBe(ERROR_STORY);
});
