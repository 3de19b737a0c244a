import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bcp47Of, LANGUAGES } from "./languages";

/**
 * The ten locale files must offer the same strings: identical keys (a plural key counts
 * once, and must have every plural form its language uses), identical {{variables}}, and
 * real translations rather than English copies.
 */
const dir = path.resolve("locales");
const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix = ""): Record<string, string> {
  if (typeof value === "string") return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce<Record<string, string>>(
    (all, [key, child]) => ({ ...all, ...flatten(child, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

const strings = Object.fromEntries(LANGUAGES.map((lang) => [lang, flatten(JSON.parse(readFileSync(path.join(dir, lang, "common.json"), "utf8")))])) as Record<
  (typeof LANGUAGES)[number],
  Record<string, string>
>;

const baseKeys = (lang: (typeof LANGUAGES)[number]) => [...new Set(Object.keys(strings[lang]).map((k) => k.replace(PLURAL, "")))].sort();
const variablesIn = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((m) => m[1])
    .filter((n) => n !== "count")
    .sort();

describe("locale files", () => {
  it("exist for exactly the ten languages", () => {
    expect(readdirSync(dir).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES.filter((l) => l !== "en"))("%s has the same keys as English", (lang) => {
    expect(baseKeys(lang)).toEqual(baseKeys("en"));
  });

  it.each(LANGUAGES)("%s has every plural form its language needs", (lang) => {
    const categories = new Intl.PluralRules(bcp47Of(lang)).resolvedOptions().pluralCategories;
    const plurals = new Set(
      Object.keys(strings[lang])
        .filter((k) => PLURAL.test(k))
        .map((k) => k.replace(PLURAL, "")),
    );
    for (const key of plurals) {
      for (const category of categories) expect(strings[lang], `${lang} ${key}_${category}`).toHaveProperty([`${key}_${category}`]);
    }
  });

  it.each(LANGUAGES.filter((l) => l !== "en"))("%s keeps every {{variable}} and translates the text", (lang) => {
    const english = strings.en;
    let identical = 0;
    for (const [key, text] of Object.entries(strings[lang])) {
      const base = english[key] ?? english[key.replace(PLURAL, "_other")] ?? "";
      expect(variablesIn(text), `${lang} ${key}`).toEqual(variablesIn(base));
      if (text === base) identical += 1;
    }
    // "Brightpath" and a few technical words may stay; most strings must differ from English.
    expect(identical).toBeLessThan(5);
  });
});
