import { describe, expect, it } from "vitest";
import { contentTypeProblem } from "./content-type";

describe("contentTypeProblem", () => {
  it("accepts page stories, also one whose own fields failed validation", () => {
    expect(contentTypeProblem({ _uid: "p", component: "page" })).toBeNull();
    expect(contentTypeProblem({ _uid: "p", component: "__invalid__", original: "page" })).toBeNull();
  });

  it.each([
    ["an unknown content type", { _uid: "a", component: "__unknown__", original: "article" }, "article"],
    ["a registered block as root", { _uid: "s", component: "section" }, "section"],
  ])("reports %s", (_name, content, component) => {
    expect(contentTypeProblem(content)).toMatchObject({ kind: "content-type", component, detail: expect.stringContaining("404") });
  });
});
