import { expect, test, type APIRequestContext } from "@playwright/test";

/**
 * The JSON-LD a crawler reads in the raw HTML: every `<script type="application/ld+json">`
 * parses, carries the page's language, and every typed node holds the properties Google's
 * documentation requires for its type. Required properties, per Google Search Central:
 * - Organization: none required (https://developers.google.com/search/docs/appearance/structured-data/organization); name and url checked as the site's identity
 * - WebSite: name, url (https://developers.google.com/search/docs/appearance/site-names)
 * - BreadcrumbList: itemListElement; ListItem: position, name, item except on the last
 *   (https://developers.google.com/search/docs/appearance/structured-data/breadcrumb)
 * - Course: name, description, provider, offers, hasCourseInstance; Offer: category;
 *   CourseInstance: courseMode, courseSchedule or courseWorkload
 *   (https://developers.google.com/search/docs/appearance/structured-data/course-info)
 * - Event: name, startDate, location; VirtualLocation: url
 *   (https://developers.google.com/search/docs/appearance/structured-data/event)
 * - Product: name and offers; Offer: price, priceCurrency
 *   (https://developers.google.com/search/docs/appearance/structured-data/product-snippet)
 * - ProfilePage: mainEntity; Person: name
 *   (https://developers.google.com/search/docs/appearance/structured-data/profile-page)
 * - VideoObject: name, thumbnailUrl, uploadDate
 *   (https://developers.google.com/search/docs/appearance/structured-data/video)
 */
const REQUIRED: Record<string, readonly (string | readonly string[])[]> = {
  Organization: ["name", "url"],
  WebSite: ["name", "url"],
  BreadcrumbList: ["itemListElement"],
  ListItem: ["position", "name"],
  Course: ["name", "description", "provider", "offers", "hasCourseInstance"],
  CourseInstance: ["courseMode", ["courseSchedule", "courseWorkload"]],
  Event: ["name", "startDate", "location"],
  VirtualLocation: ["url"],
  Product: ["name", "offers"],
  ProfilePage: ["mainEntity"],
  Person: ["name"],
  VideoObject: ["name", "thumbnailUrl", "uploadDate"],
};

/** Offers need more inside some types than others. */
const OFFER_REQUIRED: Record<string, readonly string[]> = { Course: ["category"], Product: ["price", "priceCurrency"] };

type Node = Record<string, unknown>;

/** Every JSON-LD document in a page's HTML, parsed. */
async function jsonLdOf(request: APIRequestContext, path: string): Promise<Node[]> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? "");
  return scripts.map((text) => {
    expect(text, `${path}: a "<" inside JSON-LD must be escaped`).not.toContain("<");
    return JSON.parse(text) as Node;
  });
}

/** Every typed node in a document (the document itself included), depth first. */
function typedNodes(value: unknown, found: Node[] = []): Node[] {
  if (Array.isArray(value)) for (const item of value) typedNodes(item, found);
  else if (value && typeof value === "object") {
    const node = value as Node;
    if (typeof node["@type"] === "string") found.push(node);
    for (const child of Object.values(node)) typedNodes(child, found);
  }
  return found;
}

const present = (value: unknown) => value !== undefined && value !== null && value !== "" && !(Array.isArray(value) && value.length === 0);

/** The required properties `node` lacks, by Google's table above. */
function missing(node: Node): string[] {
  const type = String(node["@type"]);
  const lacks = (REQUIRED[type] ?? []).flatMap((rule) =>
    typeof rule === "string" ? (present(node[rule]) ? [] : [rule]) : rule.some((key) => present(node[key])) ? [] : [rule.join(" or ")],
  );
  const offers = node.offers === undefined ? [] : ([] as unknown[]).concat(node.offers);
  for (const offer of offers) for (const key of OFFER_REQUIRED[type] ?? []) if (!present((offer as Node)[key])) lacks.push(`offers.${key}`);
  return lacks;
}

/** The page's items checked against Google's table; returns the types found, top level and nested. */
async function checkedTypes(request: APIRequestContext, path: string, bcp47: string): Promise<Set<string>> {
  const documents = await jsonLdOf(request, path);
  const types = new Set<string>();
  for (const document of documents) {
    expect(document["@context"], path).toBe("https://schema.org");
    // Types without inLanguage in schema.org (Organization) are named by the WebSite that carries it.
    if (document["@type"] !== "Organization") expect(document.inLanguage, `${path}: ${String(document["@type"])} inLanguage`).toBe(bcp47);
    for (const node of typedNodes(document)) {
      types.add(String(node["@type"]));
      expect(missing(node), `${path}: ${String(node["@type"])} lacks Google's required properties`).toEqual([]);
    }
    const crumbs = typedNodes(document).filter((node) => node["@type"] === "ListItem");
    crumbs.slice(0, -1).forEach((crumb) => expect(String(crumb.item), `${path}: breadcrumb URL`).toMatch(/^https?:\/\//));
  }
  return types;
}

const PAGES: { path: string; types: string[] }[] = [
  { path: "/", types: ["Organization", "WebSite"] },
  { path: "/programs/inner-compass", types: ["Course", "CourseInstance", "BreadcrumbList"] },
  { path: "/quests/unstoppable-focus", types: ["Course", "CourseInstance", "BreadcrumbList"] },
  { path: "/masterclass/three-breath-reset", types: ["Event", "VirtualLocation", "BreadcrumbList"] },
  { path: "/membership", types: ["Product", "Offer", "UnitPriceSpecification"] },
  { path: "/trainers/amara-okafor", types: ["ProfilePage", "Person", "BreadcrumbList"] },
  { path: "/demo/youtube", types: ["VideoObject"] },
];

for (const [lang, prefix, bcp47] of [
  ["en", "", "en"],
  ["de", "/de", "de"],
] as const) {
  test.describe(`structured data in ${lang}`, () => {
    for (const page of PAGES) {
      const path = prefix + (page.path === "/" && prefix ? "" : page.path);
      test(`${path} carries ${page.types.join(", ")} with Google's required properties`, async ({ request }) => {
        const types = await checkedTypes(request, path, bcp47);
        for (const type of page.types) expect([...types], `${path} has a ${type}`).toContain(type);
      });
    }
  });
}

test("a webinar's events are its upcoming sessions, online, with an offset on every start", async ({ request }) => {
  const events = (await jsonLdOf(request, "/masterclass/three-breath-reset")).filter((node) => node["@type"] === "Event");
  expect(events.length).toBeGreaterThan(0);
  for (const event of events) {
    expect(String(event.startDate)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/);
    expect(Date.parse(String(event.startDate))).toBeGreaterThan(Date.now() - 60_000);
    expect(event.eventAttendanceMode).toBe("https://schema.org/OnlineEventAttendanceMode");
  }
});

test("membership prices are whole currency units billed per year and per month", async ({ request }) => {
  const products = (await jsonLdOf(request, "/membership")).flatMap((document) => typedNodes(document)).filter((node) => node["@type"] === "Product");
  expect(products.length).toBeGreaterThanOrEqual(2);
  const specs = products.flatMap((product) => ([] as Node[]).concat(product.offers as Node[])).map((offer) => offer.priceSpecification as Node);
  expect(new Set(specs.map((spec) => spec.unitCode))).toEqual(new Set(["ANN", "MON"]));
  // Whole units: a yearly membership costs tens or hundreds, never tens of thousands (cents).
  for (const spec of specs) expect(Number(spec.price)).toBeLessThan(5000);
});

test("nested pages name only ancestors that exist: the trainer's trail runs home, trainers, trainer", async ({ request }) => {
  const [page] = (await jsonLdOf(request, "/de/trainers/amara-okafor")).filter((node) => node["@type"] === "ProfilePage");
  const items = ((page?.breadcrumb as Node | undefined)?.itemListElement ?? []) as Node[];
  expect(items.map((item) => item.item)).toEqual([
    "https://www.brightpath.example/de",
    "https://www.brightpath.example/de/trainers",
    "https://www.brightpath.example/de/trainers/amara-okafor",
  ]);
});
