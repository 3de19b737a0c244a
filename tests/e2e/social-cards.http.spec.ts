import { expect, test, type APIRequestContext } from "@playwright/test";
import { DomUtils, parseDocument } from "htmlparser2";
import { localize, SANDBOX_PAGES } from "./sandbox-pages";
import { LANGUAGES } from "./locales";

/**
 * Link previews (WhatsApp, LinkedIn, Facebook, ads) read the Open Graph and Twitter tags of a
 * page's raw HTML, as a crawler fetches it: no script runs.
 */
const SITE = "https://www.brightpath.example";
const LOCALES = ["ar_AR", "de_DE", "en_US", "es_ES", "fr_FR", "id_ID", "it_IT", "pt_BR", "ru_RU", "zh_CN"];

/** The `<head>` tags a crawler reads: meta `property`/`name` → every content, and the canonical link. */
async function headOf(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const document = parseDocument(await response.text());
  const head = DomUtils.findOne((element) => element.name === "head", document.children);
  expect(head, path).toBeTruthy();
  const metas = DomUtils.findAll((element) => element.name === "meta", head!.children);
  const all = (key: string) => metas.filter((meta) => (meta.attribs.property ?? meta.attribs.name) === key).map((meta) => meta.attribs.content ?? "");
  const one = (key: string) => {
    const found = all(key);
    expect(found, `${path}: one ${key}`).toHaveLength(1);
    return found[0]!;
  };
  const canonical = DomUtils.findOne((element) => element.name === "link" && element.attribs.rel === "canonical", head!.children)?.attribs.href;
  return { all, one, canonical };
}

interface Expected {
  path: string;
  locale: string;
  title?: string;
  type?: string;
  /** The card image: cropped by the image service (with this filter), or a platform image as it is. */
  image: { crop: string; alt?: string } | { platform: string; width: number; height: number };
}

const PAGES: Expected[] = [
  {
    path: "/",
    locale: "en_US",
    image: { crop: "/hero-sunrise-valley.jpg/m/1200x630", alt: "A golden sun rising over layered indigo hills, with soft morning mist in the valleys" },
  },
  { path: "/ar", locale: "ar_AR", image: { crop: "/hero-sunrise-valley.jpg/m/1200x630" } },
  {
    path: "/offers/coaching",
    locale: "en_US",
    title: "Coaching that keeps you going",
    image: { crop: "/hero-mountain-path.jpg/m/1200x630/filters:focal(1120x300:1121x301)", alt: "A mountain path climbing through morning mist" },
  },
  {
    path: "/de/legal/imprint",
    locale: "de_DE",
    title: "Impressum",
    image: { crop: "/hero-sunrise-valley.jpg/m/1200x630", alt: "A valley at sunrise under a wide sky" },
  },
  { path: "/programs/inner-compass", locale: "en_US", image: { platform: "/sandbox-assets/platform/cover/inner-compass.svg", width: 1200, height: 800 } },
  {
    path: "/zh/quests/unstoppable-focus",
    locale: "zh_CN",
    image: { platform: "/sandbox-assets/platform/cover/unstoppable-focus.svg", width: 1200, height: 800 },
  },
  { path: "/trainers/amara-okafor", locale: "en_US", type: "profile", image: { crop: "/portrait-amara-okafor.jpg/m/1200x630/smart", alt: "Amara Okafor" } },
  { path: "/de/trainers/mei-lin", locale: "de_DE", type: "profile", image: { crop: "/portrait-mei-lin.jpg/m/1200x630/smart", alt: "Mei Lin" } },
];

test.describe("social cards", () => {
  for (const page of PAGES) {
    test(`${page.path}: Open Graph and Twitter tags with an absolute 1200-wide image`, async ({ request, baseURL }) => {
      const head = await headOf(request, page.path);
      const title = head.one("og:title");
      expect(title.trim()).not.toBe("");
      expect(title, "the site is named apart").not.toMatch(/[|—]\s*Brightpath$/);
      if (page.title) expect(title).toBe(page.title);
      expect(head.one("og:description").trim()).not.toBe("");
      expect(head.one("og:site_name")).toBe("Brightpath");
      expect(head.one("og:type")).toBe(page.type ?? "website");
      expect(head.one("og:url")).toBe(head.canonical);
      expect(head.one("og:url").startsWith(`${SITE}/`)).toBe(true);
      expect(head.one("og:locale")).toBe(page.locale);
      expect(head.all("og:locale:alternate").sort()).toEqual(LOCALES.filter((locale) => locale !== page.locale));
      expect(head.one("twitter:card")).toBe("summary_large_image");

      const image = head.one("og:image");
      const imageUrl = new URL(image);
      expect(imageUrl.protocol, `${image} is absolute`).toMatch(/^https?:$/);
      expect(head.one("og:image:width")).toBe("1200");
      if ("crop" in page.image) {
        expect(image).toContain("/m/1200x630");
        expect(image.endsWith(page.image.crop), image).toBe(true);
        expect(head.one("og:image:height")).toBe("630");
        if (page.image.alt) expect(head.one("og:image:alt")).toBe(page.image.alt);
      } else {
        expect(imageUrl.pathname).toBe(page.image.platform);
        expect(head.one("og:image:height")).toBe(String(page.image.height));
        expect(head.one("og:image:alt").trim()).not.toBe("");
      }
      // The sandbox answers for the site's origin here; an asset host of its own answers itself.
      const served = await request.get(imageUrl.origin === SITE ? new URL(imageUrl.pathname, baseURL).href : image);
      expect(served.status(), image).toBe(200);
      expect(served.headers()["content-type"]).toMatch(/^image\//);
    });
  }

  test("a page's own social fields win over its SEO title; other pages keep their SEO title", async ({ request }) => {
    const landing = await headOf(request, "/offers/coaching");
    expect(landing.one("og:description")).toBe("Every quest and program, and a certified coach every other week. Members only.");
    const home = await headOf(request, "/");
    expect(home.one("og:title")).toBe("Brightpath: programs, quests and meditations for personal growth");
  });

  for (const path of ["/login?unavailable=1", "/de/this/page/does-not-exist"]) {
    test(`${path}: a page without a card still names its title, the site and its URL`, async ({ request }) => {
      const response = await request.get(path);
      const document = parseDocument(await response.text());
      const property = (key: string) =>
        DomUtils.findAll((element) => element.name === "meta" && element.attribs.property === key, document.children).map((meta) => meta.attribs.content);
      expect(property("og:title")).toHaveLength(1);
      expect(property("og:title")[0]?.trim()).not.toBe("");
      expect(property("og:site_name")).toEqual(["Brightpath"]);
      expect(property("og:url")).toEqual([`${SITE}${new URL(path, SITE).pathname}`]);
    });
  }

  test("every page's title names the site once: appended only when the page's own title does not carry it", async ({ request }) => {
    const titleOf = async (path: string) => {
      const document = parseDocument(await (await request.get(path)).text());
      const title = DomUtils.findOne((element) => element.name === "title", document.children);
      return title ? DomUtils.textContent(title) : "";
    };
    expect(await titleOf("/")).toBe("Brightpath: programs, quests and meditations for personal growth");
    expect(await titleOf("/membership")).toBe("Membership and pricing — Brightpath");
    expect(await titleOf("/programs/inner-compass")).toMatch(/^[^|]+ \| Brightpath$/);
    const paths = [
      ...SANDBOX_PAGES,
      ...LANGUAGES.flatMap((lang) => ["/", "/membership", "/masterclass/three-breath-reset"].map((path) => localize(path, lang))),
    ];
    for (const path of new Set(paths)) {
      const title = await titleOf(path);
      expect(title.match(/Brightpath/g), `${path}: "${title}"`).toHaveLength(1);
    }
  });
});
