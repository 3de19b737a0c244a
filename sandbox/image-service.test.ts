import { describe, expect, it } from "vitest";
import { parseVariation, resizeDrawing } from "./image-service";

const drawing = '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800" preserveAspectRatio="xMidYMid slice"><rect/></svg>';
const original = { width: 1200, height: 800 };
const root = (svg: string) => /^<svg\b[^>]*>/.exec(svg)?.[0];

describe("the sandbox image service", () => {
  it("resizes to the width asked, keeping the ratio", () => {
    expect(root(resizeDrawing(drawing, original, parseVariation("480x0/filters:format(avif)")))).toContain('width="480" height="320" viewBox="0 0 1200 800"');
  });

  it("crops to both sides around the focal point, inside the picture", () => {
    expect(root(resizeDrawing(drawing, original, parseVariation("400x400/filters:focal(100x100:120x120)")))).toContain(
      'width="400" height="400" viewBox="0 0 800 800"',
    );
    expect(root(resizeDrawing(drawing, original, parseVariation("400x400/filters:focal(900x100:920x120)")))).toContain('viewBox="400 0 800 800"');
    expect(root(resizeDrawing(drawing, original, parseVariation("400x400")))).toContain('viewBox="200 0 800 800"');
  });

  it("answers the original for a suffix without a size", () => {
    expect(resizeDrawing(drawing, original, parseVariation("filters:quality(70)"))).toBe(drawing);
  });
});
