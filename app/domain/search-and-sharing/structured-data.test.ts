import { describe, expect, it } from "vitest";
import { breadcrumbList, isoDuration, isoInstant, organization, webPage, webSite, withContext, type StructuredDataContext } from "./structured-data";

const context: StructuredDataContext = {
  siteUrl: "https://www.brightpath.example",
  pageUrl: "https://www.brightpath.example/de/trainers/x",
  inLanguage: "de",
  now: 0,
};

describe("structured data helpers", () => {
  it("writes minutes as ISO 8601 durations and refuses none", () => {
    expect(isoDuration(300)).toBe("PT5H");
    expect(isoDuration(35)).toBe("PT35M");
    expect(isoDuration(90)).toBe("PT1H30M");
    expect(isoDuration(null)).toBeNull();
    expect(isoDuration(0)).toBeNull();
  });

  it("writes instants with an explicit offset", () => {
    expect(isoInstant(Date.parse("2026-03-29T07:00:00.000Z"))).toBe("2026-03-29T07:00:00+00:00");
  });

  it("numbers breadcrumb levels from 1 with absolute URLs", () => {
    const list = breadcrumbList([
      { name: "Brightpath", url: "https://www.brightpath.example/de" },
      { name: "Trainers", url: "https://www.brightpath.example/de/trainers" },
    ]);
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Brightpath", item: "https://www.brightpath.example/de" },
      { "@type": "ListItem", position: 2, name: "Trainers", item: "https://www.brightpath.example/de/trainers" },
    ]);
  });

  it("gives the page node the page's language, and no node when it would hold nothing", () => {
    expect(webPage(context, { name: "X", breadcrumb: null, mainEntities: [], profile: false })).toBeNull();
    const page = webPage(context, {
      name: "X",
      breadcrumb: breadcrumbList([]),
      mainEntities: [{ "@type": "Person", name: "X" }],
      profile: true,
    }) as unknown as Record<string, unknown>;
    expect(page).toMatchObject({ "@type": "ProfilePage", inLanguage: "de", url: context.pageUrl, mainEntity: { "@type": "Person", name: "X" } });
  });

  it("names the site and its publisher on home", () => {
    expect(withContext(webSite(context))).toMatchObject({
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: "Brightpath",
      url: "https://www.brightpath.example/",
      inLanguage: "de",
    });
    expect(organization(context.siteUrl)).toMatchObject({ name: "Brightpath", logo: "https://www.brightpath.example/favicon.svg" });
  });
});
