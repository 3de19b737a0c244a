import { describe, expect, it } from "vitest";
import { imageServiceUrl, isServiceImage, responsiveImage } from "./images";

const photo = "https://a.storyblok.com/f/100001/1600x1000/e1061c88/lake.jpg";

describe("responsiveImage", () => {
  it("offers width descriptors up to twice the shown width, never wider than the original", () => {
    const image = responsiveImage({ filename: photo, width: 720 })!;
    const widths = image.srcSet.split(", ").map((candidate) => candidate.split(" ")[1]);
    expect(widths).toEqual(["320w", "480w", "640w", "720w", "768w", "960w", "1280w", "1440w"]);
    expect(image.srcSet).toContain(`${photo}/m/1440x0 1440w`);
    expect(image.avifSrcSet).toContain(`${photo}/m/320x0/filters:format(avif) 320w`);
    expect(image).toMatchObject({ src: `${photo}/m/720x0`, width: 720, height: 450 });
    const wide = responsiveImage({ filename: photo, width: 1200 })!;
    expect(wide.srcSet.split(", ").at(-1)).toBe(`${photo}/m/1600x0 1600w`);
  });

  it("crops to a fixed aspect around the focal point", () => {
    const image = responsiveImage({ filename: photo, width: 300, aspect: 1, focus: "100x200:101x201" })!;
    expect(image.srcSet.split(", ")).toEqual([300, 320, 480, 600].map((w) => `${photo}/m/${w}x${w}/filters:focal(100x200:101x201) ${w}w`));
    expect(image.avifSrcSet).toContain("/m/600x600/filters:focal(100x200:101x201):format(avif) 600w");
    expect(image).toMatchObject({ width: 300, height: 300 });
    // A crop is never wider than the original allows at that aspect: 1000 high × 1 = 1000 wide.
    expect(responsiveImage({ filename: photo, width: 900, aspect: 1 })!.srcSet.split(", ").at(-1)).toBe(`${photo}/m/1000x1000 1000w`);
  });

  it("leaves SVGs and other hosts' images alone", () => {
    expect(responsiveImage({ filename: "https://a.storyblok.com/f/1/120x90/abc/logo.svg", width: 100 })).toBeNull();
    expect(responsiveImage({ filename: "https://cdn.example/cover.jpg", width: 100 })).toBeNull();
    expect(imageServiceUrl("https://cdn.example/cover.jpg", 100)).toBe("https://cdn.example/cover.jpg");
    expect(isServiceImage("/sandbox-assets/f/100001/800x1000/eab3fea6/portrait.jpg")).toBe(true);
  });
});

describe("imageServiceUrl", () => {
  it("crops around a well-formed focal point only, and only when it crops", () => {
    expect(imageServiceUrl(photo, 400, 300, "100x200:101x201", "avif")).toBe(`${photo}/m/400x300/filters:focal(100x200:101x201):format(avif)`);
    expect(imageServiceUrl(photo, 400, 0, "100x200:101x201")).toBe(`${photo}/m/400x0`);
    for (const bad of ["", null, "100x200", "a:b", "1x2:3x4)/evil"]) expect(imageServiceUrl(photo, 400, 300, bad)).toBe(`${photo}/m/400x300`);
  });
});
