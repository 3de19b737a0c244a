import { storyblokEditable } from "@storyblok/js";
import { describe, expect, it } from "vitest";
import { blockProps } from "./block-props";

describe("blockProps", () => {
  const editable = '<!--#storyblok#{"name": "hero", "space": "1", "uid": "u-1", "id": "42"}-->';

  it("names the component, and adds the visual editor's attributes exactly as @storyblok/js does", () => {
    expect(blockProps({ _uid: "u-1", component: "hero", _editable: editable })).toEqual({
      "data-block": "hero",
      ...storyblokEditable({ _editable: editable }),
    });
    expect(blockProps({ _uid: "u-1", component: "hero", _editable: editable })["data-blok-uid"]).toBe("42-u-1");
  });

  it("adds nothing for published content or a broken marker", () => {
    expect(blockProps({ _uid: "u-1", component: "hero" })).toEqual({ "data-block": "hero" });
    expect(blockProps({ _uid: "u-1", component: "hero", _editable: "<!--#storyblok#{broken-->" })).toEqual({ "data-block": "hero" });
  });
});
