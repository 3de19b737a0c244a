import { expect, test } from "@playwright/test";
import { PORT_NO_ERROR_STORIES } from "../../playwright.config";
import { firstVisitJs } from "../../scripts/lib/first-visit-js.mjs";

/**
 * Byte budgets of a first visit: gzipped JavaScript named by the HTML (scripts,
 * modulepreloads, inline scripts), measured on the server that has `SENTRY_DSN` set. Bytes
 * are deterministic, so this is a test, not a benchmark.
 *
 * `kb` is the ceiling enforced: the figure reached plus about 1 KB, so any growth fails the
 * build, and never above `target` once the goal is met (home, product and membership: 99.8 KB).
 * `target` is the product's goal (home, product pages and `/membership` 100 KB, other
 * pages 130 KB); where `kb` is above it the goal is not met yet (React 18 and Remix alone are
 * 79 KB). A ceiling moves down as bytes are saved, and up only by what a feature of every page
 * costs, measured and given in that feature's decision record (docs/decisions/).
 */
const KB = 1024;
const BUDGETS: { path: string; kb: number; target: number }[] = [
  { path: "/", kb: 100, target: 100 },
  { path: "/programs/inner-compass", kb: 100, target: 100 },
  { path: "/membership", kb: 100, target: 100 },
  { path: "/de", kb: 101, target: 100 },
  { path: "/masterclass/three-breath-reset", kb: 125.5, target: 130 },
  { path: "/assessment", kb: 114.5, target: 130 },
  { path: "/affiliates/apply", kb: 114.5, target: 130 },
  { path: "/trainers/amara-okafor", kb: 101, target: 130 },
  { path: "/about/our-story", kb: 0, target: 0 },
];

for (const { path, kb } of BUDGETS) {
  test(`a first visit to ${path} downloads at most ${kb} KB of gzipped JavaScript`, async () => {
    const js = await firstVisitJs(`http://localhost:${PORT_NO_ERROR_STORIES}${path}`);
    expect(js.status).toBe(200);
    const detail = js.files.map((file) => `${file.path} ${(file.gzip / KB).toFixed(1)} KB`).join(", ");
    expect(js.totalGzip, `${(js.totalGzip / KB).toFixed(1)} KB: ${detail}; inline ${(js.inlineGzip / KB).toFixed(1)} KB`).toBeLessThanOrEqual(kb * KB);
    expect(js.files.every((file) => file.status === 200)).toBe(true);
  });
}

test("a page preloads the views of its own interactive blocks; its static blocks come as HTML", async ({ request }) => {
  const html = await (await request.get(`http://localhost:${PORT_NO_ERROR_STORIES}/`)).text();
  const blocks = [...html.matchAll(/<link rel="modulepreload" href="[^"]+" data-view="([a-z_ ]+)"/g)].flatMap((m) => (m[1] ?? "").split(" "));
  expect(blocks).toEqual(expect.arrayContaining(["header", "footer"]));
  // Hero, sections, cards… render HTML only: neither their code nor their content is sent (decision 0019).
  for (const foreign of [
    "hero",
    "story_card",
    "testimonial",
    "affiliate_form",
    "assessment_quiz",
    "webinar_player",
    "phone_input",
    "registration_form",
    "timeslot_picker",
  ]) {
    expect(blocks).not.toContain(foreign);
  }
  expect(html).not.toMatch(/static-views-[\w-]+\.js/);
  // Form helpers and date-fns are chunks of their own, for the pages that hold a form or a date.
  expect(html).not.toMatch(/\/(forms|dates)-[\w-]+\.js/);
  expect(html).toContain("Grow into the person you are becoming");
  const inlineData = [...html.matchAll(/streamController\.enqueue\(([\s\S]*?)\);<\/script>/g)].map((m) => m[1]).join("");
  expect(inlineData).not.toContain("Grow into the person you are becoming");
  // The error page's code and the strings of single fixed routes come only where they show.
  expect(html).not.toMatch(/ErrorPage-[\w-]+\.js/);
  for (const foreign of ["Rendering check", "Your identity token", "Sign-in isn"]) expect(inlineData).not.toContain(foreign);
});

test("a form page preloads its form's view; its zod rules and conform wait for the form's first use", async ({ request }) => {
  for (const [path, view] of [
    ["/affiliates/apply", "affiliate_form"],
    ["/masterclass/three-breath-reset", "registration_form"],
  ] as const) {
    const html = await (await request.get(`http://localhost:${PORT_NO_ERROR_STORIES}${path}`)).text();
    const views = [...html.matchAll(/<link rel="modulepreload" href="[^"]+" data-view="([a-z_ ]+)"/g)].flatMap((m) => (m[1] ?? "").split(" "));
    expect(views, path).toContain(view);
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
    expect(
      preloaded.some((href) => /\/validate-[\w-]+\.js$/.test(href ?? "")),
      path,
    ).toBe(false);
    expect(
      preloaded.some((href) => /\/forms-[\w-]+\.js$/.test(href ?? "")),
      path,
    ).toBe(true);
    // conform's runtime (its intent field is named `__intent__`) comes only with the rules.
    for (const href of preloaded) {
      const source = await (await request.get(`http://localhost:${PORT_NO_ERROR_STORIES}${href}`)).text();
      expect(source, `${path}: ${href}`).not.toContain("__intent__");
    }
  }
});
