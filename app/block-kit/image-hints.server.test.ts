import { describe, expect, it } from "vitest";
import { imageHintsOf } from "./image-hints.server";
import { HERO_IMAGE } from "./image-specs";

const photo = "https://a.storyblok.com/f/1/1600x1000/abc/lake.jpg";
const site = "https://www.brightpath.example";
const page = (body: unknown[]) => ({ component: "page", _uid: "p", body });

describe("imageHintsOf", () => {
  it("preloads the first screen's hero image in the candidates the hero renders and preconnects to its host", () => {
    const hints = imageHintsOf(page([{ component: "hero", _uid: "h", headline: "Hi", image: { filename: photo } }]), site);
    expect(hints.preconnect).toBe("https://a.storyblok.com");
    expect(hints.preload?.sizes).toBe(HERO_IMAGE.sizes);
    expect(hints.preload?.srcSet).toMatch(/^https:\/\/a\.storyblok\.com\/f\/1\/1600x1000\/abc\/lake\.jpg\/m\/320x0\/filters:format\(avif\) 320w, /);
    expect(hints.preload?.srcSet).toContain(`${photo}/m/736x0/filters:format(avif) 736w`);
  });

  it("finds a priority image block nested in the first screen, not one further down", () => {
    const figure = (priority: boolean) => ({ component: "image", _uid: String(priority), image: { filename: photo }, priority });
    const section = (body: unknown[]) => ({ component: "section", _uid: "s", body });
    expect(imageHintsOf(page([section([figure(false), figure(true)])]), site).preload?.sizes).toBe("(min-width: 1024px) 896px, 100vw");
    expect(imageHintsOf(page([section([]), section([]), { component: "hero", _uid: "h", image: { filename: photo } }]), site).preload).toBeNull();
  });

  it("gives no preconnect for images on the site's own origin or without CMS images", () => {
    expect(imageHintsOf(page([{ component: "hero", _uid: "h", image: { filename: `${site}/f/1/10x10/abc/a.jpg` } }]), site).preconnect).toBeNull();
    expect(imageHintsOf(page([{ component: "hero", _uid: "h", image: { filename: "/sandbox-assets/f/1/10x10/abc/a.jpg" } }]), site).preconnect).toBeNull();
    expect(imageHintsOf("not a page", site)).toEqual({ preconnect: null, preload: null });
  });
});
