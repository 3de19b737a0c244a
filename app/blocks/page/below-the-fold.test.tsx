import { describe, expect, it } from "vitest";
import { renderContent } from "../../../tests/unit/render";

/** A hero with an image (heroes ask for priority) and an image blok that asks for it too. */
const hero = (uid: string) => ({
  component: "hero",
  _uid: uid,
  headline: `Hero ${uid}`,
  image: { filename: `https://a.storyblok.com/f/1/1600x1000/ab/${uid}.jpg`, alt: uid },
});
const image = (uid: string) => ({
  component: "image",
  _uid: uid,
  image: { filename: `https://a.storyblok.com/f/1/1200x800/cd/${uid}.jpg`, alt: uid },
  priority: true,
});
const section = (uid: string, body: unknown[]) => ({ component: "section", _uid: uid, body });

/** The `<img>` tags of `html` whose alt is `alt`. */
const imgs = (html: string, alt: string) => html.match(new RegExp(`<img[^>]*alt="${alt}"[^>]*>`, "g")) ?? [];

describe("priority images only above the fold (components/below-the-fold.ts)", () => {
  const content = {
    component: "page",
    _uid: "page",
    body: [hero("first"), section("s1", [image("second")]), hero("third"), section("s2", [image("fourth")])],
  };

  for (const preview of [false, true]) {
    it(`loads the first two bloks' images eagerly and the rest lazily${preview ? " (in preview too)" : ""}`, () => {
      const html = renderContent(content, { preview });
      for (const alt of ["first", "second"]) {
        expect(imgs(html, alt)).toHaveLength(1);
        expect(imgs(html, alt)[0]).toContain('loading="eager"');
        expect(imgs(html, alt)[0]).toContain('fetchpriority="high"');
      }
      for (const alt of ["third", "fourth"]) {
        expect(imgs(html, alt)).toHaveLength(1);
        expect(imgs(html, alt)[0]).toContain('loading="lazy"');
        expect(imgs(html, alt)[0]).not.toContain("fetchpriority");
      }
    });
  }
});
