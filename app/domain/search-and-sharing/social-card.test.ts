import { describe, expect, it } from "vitest";
import { absoluteUrl, cardImageOfAsset, cardImageOfPlatform, pageImageOf, pageTextOf, socialCard, withoutSiteName, type CardSources } from "./social-card";
import { socialTags } from "./social-tags";

const SITE = "https://www.brightpath.example";
const HERO = { filename: "https://a.storyblok.com/f/100001/1600x1000/e1061c88/hero.jpg", alt: "A lake", focus: "" };
const OG = { filename: "/sandbox-assets/f/100001/1600x1000/49726416/path.jpg", alt: "A path", focus: "1120x300:1121x301" };
const DEFAULT = { filename: "https://a.storyblok.com/f/100001/1600x1000/1d616fe4/default.jpg", alt: "Brightpath" };
const COVER = { url: "https://images.platform.example/cover/focus.jpg", width: 1200, height: 800, alt: "Unstoppable Focus" };

const sources = (overrides: Partial<CardSources> = {}): CardSources => ({
  og: {},
  seo: { title: "Our story | Brightpath", description: "How it began." },
  page: { description: "The hero's words.", image: HERO },
  defaultImage: DEFAULT,
  ...overrides,
});

describe("absoluteUrl", () => {
  it("keeps absolute URLs, gives protocol-relative ones https and puts the site before paths", () => {
    expect(absoluteUrl("https://assets.example/a.jpg", SITE)).toBe("https://assets.example/a.jpg");
    expect(absoluteUrl("http://localhost:5101/f/1/2x2/a/b.jpg", SITE)).toBe("http://localhost:5101/f/1/2x2/a/b.jpg");
    expect(absoluteUrl("//a.storyblok.com/f/1/2x2/a/b.jpg", SITE)).toBe("https://a.storyblok.com/f/1/2x2/a/b.jpg");
    expect(absoluteUrl("/sandbox-assets/f/1/2x2/a/b.jpg", `${SITE}/`)).toBe(`${SITE}/sandbox-assets/f/1/2x2/a/b.jpg`);
  });
});

describe("card images", () => {
  it("crop a Storyblok asset to 1200×630 at its focal point, or at the centre without one", () => {
    expect(cardImageOfAsset(OG, SITE)).toEqual({
      url: `${SITE}/sandbox-assets/f/100001/1600x1000/49726416/path.jpg/m/1200x630/filters:focal(1120x300:1121x301)`,
      width: 1200,
      height: 630,
      alt: "A path",
    });
    expect(cardImageOfAsset(HERO, SITE)?.url).toBe(`${HERO.filename}/m/1200x630`);
  });

  it("ignore a focal point that is not Storyblok's x1xy1:x2xy2, and an asset without a file", () => {
    expect(cardImageOfAsset({ ...HERO, focus: "50% 50%" }, SITE)?.url).toBe(`${HERO.filename}/m/1200x630`);
    expect(cardImageOfAsset({ filename: "" }, SITE)).toBeNull();
    expect(cardImageOfAsset(null, SITE)).toBeNull();
  });

  it("send a platform image the image service cannot resize as it is, with its own size", () => {
    expect(cardImageOfPlatform(COVER, SITE)).toEqual(COVER);
    expect(cardImageOfPlatform({ url: "/sandbox-assets/platform/cover/x.svg", width: null, height: null }, SITE)).toEqual({
      url: `${SITE}/sandbox-assets/platform/cover/x.svg`,
      alt: undefined,
    });
  });

  it("crop a portrait kept in Storyblok around the faces", () => {
    const portrait = { url: "/sandbox-assets/f/100001/800x1000/eab3fea6/portrait.svg", width: 800, height: 1000, alt: "Amara Okafor" };
    expect(cardImageOfPlatform(portrait, SITE, { faces: true })).toEqual({
      url: `${SITE}${portrait.url}/m/1200x630/smart`,
      width: 1200,
      height: 630,
      alt: "Amara Okafor",
    });
  });
});

describe("the page's own image and text", () => {
  const image = (filename: string) => ({ filename, alt: "", focus: "" });
  it("is its hero's image, else its first image block's", () => {
    const content = {
      component: "page",
      body: [
        { component: "image", image: image("/a.jpg") },
        { component: "section", body: [{ component: "hero", image: image("/hero.jpg"), subheadline: "Why it matters." }] },
      ],
    };
    expect(pageImageOf(content)?.filename).toBe("/hero.jpg");
    expect(pageTextOf(content)).toBe("Why it matters.");
    expect(
      pageImageOf({
        component: "page",
        body: [
          { component: "hero", image: image("") },
          { component: "image", image: image("/b.jpg") },
        ],
      })?.filename,
    ).toBe("/b.jpg");
    expect(pageImageOf({ component: "page", body: [{ component: "hero", headline: "No image" }] })).toBeNull();
  });
});

describe("socialCard takes each part from the first source that has it", () => {
  it("the page's card fields first", () => {
    const card = socialCard(
      sources({ og: { title: "Share me", description: "Shared words.", image: OG }, platform: { description: "Platform words.", image: COVER } }),
      SITE,
    );
    expect(card).toMatchObject({ title: "Share me", description: "Shared words.", type: "website" });
    expect(card.image?.url).toContain("path.jpg/m/1200x630/filters:focal(1120x300:1121x301)");
  });

  it("then the SEO fields, without the site's name after the title", () => {
    const card = socialCard(sources({ og: { title: " ", description: "" } }), SITE);
    expect(card.title).toBe("Our story");
    expect(card.description).toBe("How it began.");
    expect(withoutSiteName("Membership — Brightpath")).toBe("Membership");
    expect(withoutSiteName("Brightpath: programs and quests")).toBe("Brightpath: programs and quests");
  });

  it("then the platform's subject (description and image), before the page's own", () => {
    const card = socialCard(sources({ seo: { title: "Unstoppable Focus" }, platform: { description: "Thirty lessons.", image: COVER } }), SITE);
    expect(card.description).toBe("Thirty lessons.");
    expect(card.image).toEqual(COVER);
  });

  it("then the page's hero, then the site's default image", () => {
    expect(socialCard(sources({ seo: { title: "Our story" } }), SITE)).toMatchObject({
      description: "The hero's words.",
      image: { url: `${HERO.filename}/m/1200x630` },
    });
    const bare = socialCard(sources({ page: {} }), SITE);
    expect(bare.image?.url).toBe(`${DEFAULT.filename}/m/1200x630`);
    expect(socialCard(sources({ page: {}, defaultImage: null }), SITE).image).toBeUndefined();
  });

  it("a trainer's card is a profile", () => {
    expect(socialCard(sources({ platform: { person: true } }), SITE).type).toBe("profile");
  });
});

describe("socialTags", () => {
  const property = (tags: ReturnType<typeof socialTags>, name: string) =>
    tags.filter((tag) => "property" in tag && tag.property === name).map((tag) => tag.content);
  const twitter = (tags: ReturnType<typeof socialTags>) => tags.find((tag) => "name" in tag && tag.name === "twitter:card")?.content;

  it("give every Open Graph tag, the locale with the nine others as alternates, and a large Twitter card", () => {
    const tags = socialTags(socialCard(sources(), SITE), `${SITE}/ar/about/our-story`, "ar");
    expect(property(tags, "og:url")).toEqual([`${SITE}/ar/about/our-story`]);
    expect(property(tags, "og:locale")).toEqual(["ar_AR"]);
    expect(property(tags, "og:locale:alternate")).toHaveLength(9);
    expect(property(tags, "og:locale:alternate")).toContain("id_ID");
    expect(property(tags, "og:locale:alternate")).not.toContain("ar_AR");
    expect(property(tags, "og:site_name")).toEqual(["Brightpath"]);
    expect(property(tags, "og:image:width")).toEqual(["1200"]);
    expect(property(tags, "og:image:height")).toEqual(["630"]);
    expect(property(tags, "og:image:alt")).toEqual(["A lake"]);
    expect(twitter(tags)).toBe("summary_large_image");
  });

  it("give a small Twitter card and no image tags without an image", () => {
    const tags = socialTags({ title: "Imprint", type: "website" }, SITE, "en");
    expect(property(tags, "og:image")).toEqual([]);
    expect(property(tags, "og:description")).toEqual([]);
    expect(twitter(tags)).toBe("summary");
  });
});
