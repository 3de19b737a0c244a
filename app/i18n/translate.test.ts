import { readFileSync } from "node:fs";
import path from "node:path";
import { createInstance, type TFunction as I18nextT } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { bcp47Of, DEFAULT_LANGUAGE, LANGUAGES, type Language } from "./languages";
import { routeStrings, translatorOf } from "./strings.server";
import { createTranslator, pickGroups, type Strings } from "./translate";

/**
 * The one translator of the site (`translate.ts`), checked against i18next as the reference:
 * the server's translator (`translatorOf`, all strings) and a page's translator in the browser
 * (`createTranslator` over the groups a page is sent) must give what i18next gives for every key
 * of every language, with every placeholder filled and every plural form reached
 * (docs/decisions/0058-one-translator.md).
 */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const VARIABLE = /\{\{\s*(\w+)\s*\}\}/g;

const stringsOf = (lang: Language) => JSON.parse(readFileSync(path.resolve("locales", lang, "common.json"), "utf8")) as Strings;

/** Every string of a tree by its full key (`nav.home`, `quiz.questions_one`). */
function entriesOf(strings: Strings, prefix = ""): [string, string][] {
  return Object.entries(strings).flatMap(([key, value]) => (typeof value === "string" ? [[`${prefix}${key}`, value]] : entriesOf(value, `${prefix}${key}.`)));
}

/** The keys components ask for (plural suffixes removed), each with the names of the placeholders its forms hold. */
function keysOf(strings: Strings): Map<string, Set<string>> {
  const keys = new Map<string, Set<string>>();
  for (const [key, text] of entriesOf(strings)) {
    const base = key.replace(PLURAL, "");
    const names = keys.get(base) ?? new Set<string>();
    for (const [, name] of text.matchAll(VARIABLE)) if (name) names.add(name);
    keys.set(base, names);
  }
  return keys;
}

/** A distinct value per placeholder (`{ name: "‹name›" }`), so a value put in the wrong place shows. */
const valuesFor = (names: Iterable<string>) => Object.fromEntries([...names].filter((name) => name !== "count").map((name) => [name, `‹${name}›`]));

/** Counts that reach every plural category of the ten languages (Arabic's `few` 3–10 and `many` 11–99, Russian's `many`, fractions' `other`, French, Spanish, Italian and Portuguese `many` for a million). */
const COUNTS = [...Array.from({ length: 26 }, (_, i) => i), ...Array.from({ length: 12 }, (_, i) => 100 + i), 1.5, 1_000_000];

async function reference(lang: Language, strings: Strings): Promise<I18nextT> {
  const i18n = createInstance();
  // The options the site's strings are written for: one namespace, `{{name}}` placeholders, no escaping (React escapes).
  await i18n.init({
    lng: lang,
    supportedLngs: [...LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    defaultNS: "common",
    ns: ["common"],
    interpolation: { escapeValue: false },
    initImmediate: false,
    resources: { [lang]: { common: strings } },
  });
  return i18n.t;
}

describe.each(LANGUAGES)("%s: the translator gives what i18next gives", (lang) => {
  const strings = stringsOf(lang);
  const keys = keysOf(strings);
  let i18nextT: I18nextT;
  beforeAll(async () => {
    i18nextT = await reference(lang, strings);
  });

  it("on the server, for every key with and without its values", () => {
    const t = translatorOf(lang);
    for (const [key, names] of keys) {
      const values = valuesFor(names);
      expect(t(key), key).toBe(i18nextT(key));
      expect(t(key, values), key).toBe(i18nextT(key, values));
      if (!names.has("count")) expect(t(key, values), `${key} fills every placeholder`).not.toContain("{{");
    }
    expect(t("nav.noSuchKey")).toBe(i18nextT("nav.noSuchKey"));
    expect(t("no.such.key", { count: 2 })).toBe(i18nextT("no.such.key", { count: 2 }));
  });

  it("for every plural key and count, reaching every plural form the language has", () => {
    const t = translatorOf(lang);
    const rules = new Intl.PluralRules(bcp47Of(lang));
    const categories = rules.resolvedOptions().pluralCategories;
    expect(new Set(COUNTS.map((count) => rules.select(count)))).toEqual(new Set(categories));
    for (const [key, names] of keys) {
      if (!names.has("count")) continue;
      for (const count of COUNTS) {
        const values = { ...valuesFor(names), count };
        const text = t(key, values);
        expect(text, `${key} count ${count}`).toBe(i18nextT(key, values));
        expect(text, `${key} count ${count} fills every placeholder`).not.toContain("{{");
      }
    }
  });

  it("in the browser, over only the groups a page is sent", () => {
    for (const group of Object.keys(strings)) {
      const t = createTranslator(lang, routeStrings(lang, [group]));
      for (const [key, names] of keys) {
        if (!key.startsWith(`${group}.`) && key !== group) continue;
        const values = valuesFor(names);
        expect(t(key, values), key).toBe(i18nextT(key, values));
        if (names.has("count")) expect(t(key, { ...values, count: 2 }), key).toBe(i18nextT(key, { ...values, count: 2 }));
      }
    }
  });
});

describe("createTranslator", () => {
  it("takes a `_zero` form for a count of 0 in a language whose rules have no zero, as i18next does", async () => {
    const strings = { cart: { items_zero: "Your cart is empty", items_one: "{{count}} item", items_other: "{{count}} items" } };
    const t = createTranslator("de", strings);
    const i18nextT = await reference("de", strings);
    expect(t("cart.items", { count: 0 })).toBe("Your cart is empty");
    for (const count of [0, 1, 2]) expect(t("cart.items", { count })).toBe(i18nextT("cart.items", { count }));
  });

  it("leaves a placeholder without a value as written, empties a null one, reads nested values, and reports missing keys", async () => {
    const missing: string[] = [];
    const strings = { a: { b: "Hi {{name}} {{other}}", c: "Level {{member.level}}" } };
    const t = createTranslator("en", strings, (key) => missing.push(key));
    const i18nextT = await reference("en", strings);
    expect(t("a.b", { name: "Ada" })).toBe("Hi Ada {{other}}");
    for (const values of [{ name: "Ada" }, { name: null }, { name: 0 }]) expect(t("a.b", values)).toBe(i18nextT("a.b", values));
    expect(t("a.c", { member: { level: 3 } })).toBe("Level 3");
    expect(t("a.c", { member: { level: 3 } })).toBe(i18nextT("a.c", { member: { level: 3 } }));
    expect(missing).toEqual([]);
    expect(t("a.d")).toBe("a.d");
    expect(missing).toEqual(["a.d"]);
  });
});

describe("pickGroups", () => {
  it("keeps only the named groups", () => {
    expect(pickGroups({ nav: { a: "A" }, quiz: { b: "B" }, form: { c: "C" } }, ["nav", "form", "nope"])).toEqual({ nav: { a: "A" }, form: { c: "C" } });
  });
});
