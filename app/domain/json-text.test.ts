import { describe, expect, it } from "vitest";
import { parseJsonText, toJsonText } from "./json-text";

describe("JSON text of loader data", () => {
  const story = { id: 7, content: { component: "page", body: [{ _uid: "a", component: "hero", headline: "Grow “daily” — 成長 </script>" }] } };

  it("turns back into the same data", () => {
    const text = toJsonText(story);
    expect(typeof text).toBe("string");
    expect(parseJsonText(text)).toEqual(story);
  });

  it("drops undefined properties, as Remix's wire format did for readers", () => {
    expect(Object.keys(JSON.parse(toJsonText({ a: 1, b: undefined })) as object)).toEqual(["a"]);
  });

  it("hands the written value back where it was written (the server's render parses nothing)", () => {
    const value = { written: "here" };
    expect(parseJsonText(toJsonText(value))).toBe(value);
  });

  it("gives the same object for the same text (React compares by identity)", () => {
    const text = toJsonText(story);
    expect(parseJsonText(text)).toBe(parseJsonText(`${text}`));
    expect(parseJsonText(toJsonText({ other: true }))).not.toBe(parseJsonText(text));
  });

  it("keeps only the last few values", () => {
    const first = toJsonText({ n: 0 });
    const value = parseJsonText(first);
    for (let n = 1; n <= 4; n++) parseJsonText(toJsonText({ n }));
    expect(parseJsonText(first)).not.toBe(value);
    expect(parseJsonText(first)).toEqual(value);
  });

  it("throws SyntaxError on text that is not JSON", () => {
    expect(() => parseJsonText("{not json")).toThrow(SyntaxError);
  });
});
