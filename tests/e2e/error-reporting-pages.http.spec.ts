import { expect, test } from "@playwright/test";
import { PORT, PORT_NO_ERROR_STORIES } from "../../playwright.config";

/**
 * With a Sentry DSN (the server on PORT_NO_ERROR_STORIES), pages are what they are without one:
 * Sentry's server SDK wraps every loader, and copies the root loader's data to add its trace.
 * The header's and footer's static parts must still render in full, and a page kept for every
 * visitor must carry no trace of the request that rendered it.
 */
const PAGES = ["/", "/programs/inner-compass", "/de/membership"];

/** The header's link to the program, and a footer link (sandbox global/header and global/footer). */
const HEADER_LINK = /<a [^>]*href="(\/de)?\/programs\/inner-compass"/;

for (const path of PAGES) {
  test(`${path} with a Sentry DSN: the same header and footer as without, and no trace in the shared copy`, async ({ playwright }) => {
    const withDsn = await playwright.request.newContext({ baseURL: `http://localhost:${PORT_NO_ERROR_STORIES}` });
    const without = await playwright.request.newContext({ baseURL: `http://localhost:${PORT}` });
    const [rendered, stored, plain] = [await withDsn.get(path), await withDsn.get(path), await without.get(path)];
    const html = await stored.text();
    expect(stored.headers()["x-page-cache"]).toBe("hit");
    expect(html).toMatch(HEADER_LINK);
    expect(html, "no empty static nav item").not.toContain("<li></li>");
    const navOf = (page: string) => page.slice(page.indexOf('data-block="header"'), page.indexOf("</header>"));
    expect(navOf(html)).toBe(navOf(await plain.text()));
    for (const body of [await rendered.text(), html]) {
      expect(body).not.toContain("sentryTrace");
      expect(body).not.toContain("sentry-trace_id");
    }
    await withDsn.dispose();
    await without.dispose();
  });
}
