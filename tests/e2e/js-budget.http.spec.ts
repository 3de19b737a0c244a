import { expect, test } from "@playwright/test";
import { PORT_NO_ERROR_STORIES } from "../../playwright.config";
import { firstVisitJs } from "../../scripts/lib/first-visit-js.mjs";

/**
 * Byte budgets of a first visit (issue 15): gzipped JavaScript named by the HTML (scripts,
 * modulepreloads, inline scripts), measured on the server that has `SENTRY_DSN` set. Bytes
 * are deterministic, so this is a test, not a benchmark.
 *
 * `kb` is the ceiling enforced now: the figure reached (November 2026) plus about 1 KB, so
 * any growth fails the build. `target` is issue 15's goal; where the two differ the goal is not
 * met yet (React 18 and Remix alone are 79 KB) and the ceiling only moves down — or up by what
 * a feature of every page costs, said in its decision (far blocks hydrating when needed,
 * docs/decisions/0021: +0.7 KB in the `site` chunk, +0.1 KB in the forms; long selects sent
 * short below the fold: `MarkupSelect` and the inline script after each, on pages with such a
 * form: /affiliates/apply +0.5 KB; header menus that close on Escape, an outside press or a followed
 * link, docs/decisions/0024: +0.25 KB in the `site` chunk, /masterclass 122 → 122.5; English
 * fallback text left to right on Arabic pages, docs/decisions/0004, and the consent banner keeping
 * a focused field in sight, +0.2 KB on every page: /assessment 108.5 → 109). Moved down by the
 * `forms` and `dates` chunks (docs/decisions/0009): /masterclass 122.5 → 121.5,
 * /affiliates/apply 112 → 111.5. Views that echo only the query a page depends on (one stored
 * page for every ad click, domain/page-query.ts) and campaign tags for the registration form:
 * +0.3 KB in the `site` chunk, +0.2 KB in the root: /masterclass 121.5 → 122, /assessment 109 → 109.5,
 * /trainers 101 → 101.5. The visitor's country asked for in the browser (`/api/visitor-country`), so
 * that pages with phone and country fields are stored once: +0.2 KB in the forms, /affiliates/apply
 * 111.5 → 112. Google's consent mode and the banner's separate analytics and ads choices
 * (docs/decisions/0028): +0.3 KB on every page, two thirds of it the banner's strings (its
 * code and the cookie's parser load only when needed): each ceiling +0.5. Link-preview cards and
 * structured data (README "Languages"): route meta runs on client navigations too, so the tags'
 * builder is a 0.6 KB chunk on every page, and the page's card and JSON-LD items travel in its
 * loader data (home +0.2 KB, membership's plans +0.9 KB, the masterclass's sessions +0.9 KB).
 * Responsive images (docs/decisions/0029): width-descriptor candidates, the AVIF source and focal
 * crops in `Image` (+0.33 KB in the `site` chunk), and the head's preload of a page's first
 * image, which the route data carries so that the head hydrates as rendered (+0.3 KB inline on
 * pages with a hero). Both together, measured: / 101.7 KB, /programs 102.0, /membership 102.5,
 * /de 101.9, /masterclass 124.5, /assessment 110.8, /affiliates/apply 112.7, /trainers 103.3.
 * Rollup's own chunking (vite.config.ts: what every page loads is one `site` chunk, each block
 * view and its helpers Rollup's own chunks, so pages with many kinds of blocks pay a file's gzip
 * overhead per view), measured: / 101.1 KB, /programs 101.4, /membership 102.0, /de 101.4,
 * /masterclass 126.0, /assessment 113.1, /affiliates/apply 114.2, /trainers 105.0.
 */
const KB = 1024;
const BUDGETS: { path: string; kb: number; target: number }[] = [
  { path: "/", kb: 102, target: 100 },
  { path: "/programs/inner-compass", kb: 102.5, target: 100 },
  { path: "/membership", kb: 103, target: 100 },
  { path: "/de", kb: 102.5, target: 100 },
  { path: "/masterclass/three-breath-reset", kb: 126.5, target: 130 },
  { path: "/assessment", kb: 114, target: 130 },
  { path: "/affiliates/apply", kb: 115, target: 130 },
  { path: "/trainers/amara-okafor", kb: 105.5, target: 130 },
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
  for (const foreign of ["hero", "story_card", "testimonial", "affiliate_form", "assessment_quiz", "webinar_player", "phone_input", "registration_form", "timeslot_picker"]) {
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
    expect(preloaded.some((href) => /\/validate-[\w-]+\.js$/.test(href ?? "")), path).toBe(false);
    expect(preloaded.some((href) => /\/forms-[\w-]+\.js$/.test(href ?? "")), path).toBe(true);
    // conform's runtime (its intent field is named `__intent__`) comes only with the rules.
    for (const href of preloaded) {
      const source = await (await request.get(`http://localhost:${PORT_NO_ERROR_STORIES}${href}`)).text();
      expect(source, `${path}: ${href}`).not.toContain("__intent__");
    }
  }
});
