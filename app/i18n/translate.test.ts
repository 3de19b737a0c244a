import { readFileSync } from "node:fs";
import path from "node:path";
import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { i18nConfig } from "./config";
import { LANGUAGES } from "./languages";
import { createTranslator, pickGroups, type Strings } from "./translate";

const stringsOf = (lang: string) => JSON.parse(readFileSync(path.resolve("locales", lang, "common.json"), "utf8")) as Strings;

/** Every key of a strings tree, plural suffixes removed (the keys components ask for). */
function keysOf(strings: Strings, prefix = ""): string[] {
  return Object.entries(strings).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`.replace(/_(zero|one|two|few|many|other)$/, "")] : keysOf(value, `${prefix}${key}.`),
  );
}

const VALUES = {
  name: "Ada",
  title: "Calm",
  number: "3",
  time: "9:00",
  zone: "CET",
  price: "$9",
  formatted: "1.2K",
  max: 3,
  date: "1 May",
  uuid: "u-1",
  total: 9,
  statusCode: 404,
};

describe("createTranslator gives what i18next gives", () => {
  it.each(LANGUAGES)("for every key of %s, with and without values and for counts 0–25 and 100–111", async (lang) => {
    const strings = stringsOf(lang);
    const i18n = createInstance();
    await i18n.init({ ...i18nConfig, lng: lang, resources: { [lang]: { common: strings } } });
    const t = createTranslator(lang, strings);
    const counts = [...Array.from({ length: 26 }, (_, i) => i), ...Array.from({ length: 12 }, (_, i) => 100 + i), 1.5];
    for (const key of new Set(keysOf(strings))) {
      expect(t(key), key).toBe(i18n.t(key));
      expect(t(key, VALUES), key).toBe(i18n.t(key, VALUES));
      for (const count of counts) expect(t(key, { ...VALUES, count }), `${key} count ${count}`).toBe(i18n.t(key, { ...VALUES, count }));
    }
    expect(t("nav.noSuchKey")).toBe(i18n.t("nav.noSuchKey"));
    expect(t("no.such.key", { count: 2 })).toBe(i18n.t("no.such.key", { count: 2 }));
  });

  it("leaves a placeholder without a value as written, and reports missing keys", () => {
    const missing: string[] = [];
    const t = createTranslator("en", { a: { b: "Hi {{name}} {{other}}" } }, (key) => missing.push(key));
    expect(t("a.b", { name: "Ada" })).toBe("Hi Ada {{other}}");
    expect(t("a.c")).toBe("a.c");
    expect(missing).toEqual(["a.c"]);
  });
});

describe("pickGroups", () => {
  it("keeps only the named groups", () => {
    expect(pickGroups({ nav: { a: "A" }, quiz: { b: "B" }, form: { c: "C" } }, ["nav", "form", "nope"])).toEqual({ nav: { a: "A" }, form: { c: "C" } });
  });
});
