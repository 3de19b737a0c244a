import { expect, test } from "@playwright/test";

const SITE = "https://www.brightpath.example";
const SANDBOX_PAGES = ["/", "/programs/inner-compass", "/quests/unstoppable-focus", "/trainers/amara-okafor", "/gallery/blocks", "/about/our-story"];

test("the language switcher goes to the same page in another language and keeps the query the page depends on", async ({ page }) => {
  await page.goto("/programs/inner-compass?period=monthly&utm_source=newsletter");
  await page.getByTestId("language-switcher").locator("summary").click();
  await page.getByRole("link", { name: /Deutsch/ }).click();
  await expect(page).toHaveURL(/\/de\/programs\/inner-compass\?period=monthly$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
});

test("Arabic reads right to left", async ({ page }, testInfo) => {
  await page.goto("/ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const logo = await page.locator("header a").first().boundingBox();
  const viewport = page.viewportSize();
  expect(logo && viewport && logo.x > viewport.width / 2).toBe(true);
  await page.screenshot({ path: testInfo.outputPath("home-ar.png") });
});

test("on an Arabic page, English fallback text reads left to right and Arabic right to left", async ({ page }) => {
  const direction = (text: string) =>
    page
      .getByText(text, { exact: true })
      .first()
      .evaluate((element) => getComputedStyle(element).direction);
  // The block gallery has no Arabic story: its content is the English one, in the Arabic chrome.
  await page.goto("/ar/gallery/blocks");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  expect(await direction("Choose your membership")).toBe("ltr");
  expect(await page.locator("summary", { hasText: "Can several items be open at once?" }).evaluate((summary) => getComputedStyle(summary).direction)).toBe(
    "ltr",
  );
  expect(await direction("Every block, in one place")).toBe("ltr");
  // The sign-in link of the Arabic chrome, and a translated story, keep the page's direction.
  expect(await page.getByRole("banner").evaluate((header) => getComputedStyle(header).direction)).toBe("rtl");
  await page.goto("/ar/membership");
  expect(await page.locator("h1").evaluate((h1) => getComputedStyle(h1).direction)).toBe("rtl");
  expect(await direction("اختر عضويتك")).toBe("rtl");
});

test("the sitemap index and every language's sitemap are valid XML listing every sandbox page", async ({ page, request }) => {
  await page.goto("/healthcheck");
  const parse = async (url: string, tag: "loc" | "lastmod" = "loc") => {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()["content-type"], url).toContain("xml");
    return page.evaluate(
      ([text, name]) => {
        const doc = new DOMParser().parseFromString(text, "application/xml");
        const error = doc.querySelector("parsererror")?.textContent ?? null;
        return { error, values: [...doc.getElementsByTagNameNS("http://www.sitemaps.org/schemas/sitemap/0.9", name)].map((n) => n.textContent ?? "") };
      },
      [await response.text(), tag] as const,
    );
  };
  const index = await parse("/sitemap.xml");
  expect(index.error).toBeNull();
  expect(index.values).toHaveLength(10);
  for (const [prefix, file] of [
    ["", "en"],
    ["/de", "de"],
    ["/ar", "ar"],
    ["/in", "in"],
    ["/zh", "zh"],
  ] as const) {
    expect(index.values).toContain(`${SITE}/sitemap/${file}.xml`);
    const sitemap = await parse(`/sitemap/${file}.xml`);
    expect(sitemap.error, file).toBeNull();
    for (const path of SANDBOX_PAGES) expect(sitemap.values, file).toContain(`${SITE}${prefix}${path === "/" ? (prefix ? "" : "/") : path}`);
    expect(sitemap.values.some((u) => u.includes("/global/") || u.includes("/templates/"))).toBe(false);
    // Hidden from search: a noindex landing page, a page behind sign-in, pages that redirect away.
    for (const hidden of ["/offers/coaching", "/members/library", "/lab/unsafe-redirect", "/lab/moved"]) {
      expect(
        sitemap.values.filter((u) => u.endsWith(hidden)),
        hidden,
      ).toEqual([]);
    }
    const dates = await parse(`/sitemap/${file}.xml`, "lastmod");
    expect(dates.values.length, file).toBe(sitemap.values.length);
  }
});
