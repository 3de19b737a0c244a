import type { Language } from "./languages";

/**
 * Interface strings as the locale files hold them: groups of keys (`{ nav: { home: "…" } }`).
 * Plural forms are sibling keys with i18next's suffixes (`_zero`, `_one`, `_two`, `_few`,
 * `_many`, `_other`).
 */
export interface Strings {
  [key: string]: string | Strings;
}

/** Values for `{{name}}` placeholders; `count` also picks the plural form. */
export type TOptions = Record<string, unknown>;

/** Translates a dotted key (`"nav.home"`); a missing key gives the key itself. */
export type TFunction = (key: string, options?: TOptions) => string;

const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;

function lookup(strings: Strings, key: string): string | undefined {
  let node: string | Strings | undefined = strings;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

/**
 * A translator over `strings` in `lang`, resolving keys the way i18next 23 does with this
 * project's options (one namespace, `{{name}}` placeholders, no escaping, plurals by
 * `Intl.PluralRules` with `_zero` tried first for a count of 0, a placeholder without a value
 * left as written). It is the site's one translator: components use it on the server and in the
 * browser (`react.tsx`), loaders and the server's own pages through `translatorOf`
 * (`strings.server.ts`), so the browser needs no i18n library; `translate.test.ts` checks it
 * against i18next for every key of every language (docs/decisions/0058-one-translator.md).
 * `onMissing` is told of keys that resolve to nothing.
 */
export function createTranslator(lang: Language, strings: Strings, onMissing?: (key: string) => void): TFunction {
  // Made at the first count: most translators never see one, and an `Intl.PluralRules` costs more than many lookups.
  let rules: Intl.PluralRules | undefined;
  return (key, options) => {
    const count = options?.count;
    let template: string | undefined;
    if (typeof count === "number") {
      if (count === 0) template = lookup(strings, `${key}_zero`);
      // i18next builds its plural rules from the language code as given (`in` for Indonesian).
      rules ??= new Intl.PluralRules(lang);
      template ??= lookup(strings, `${key}_${rules.select(count)}`);
    }
    template ??= lookup(strings, key);
    if (template === undefined) {
      onMissing?.(key);
      return key;
    }
    if (!options || !template.includes("{{")) return template;
    return template.replace(PLACEHOLDER, (match, name: string) => {
      const value = lookupValue(options, name);
      if (value === undefined) return match;
      return value === null ? "" : String(value);
    });
  };
}

function lookupValue(options: TOptions, name: string): unknown {
  let node: unknown = options;
  for (const part of name.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** The groups of `strings` named in `groups` (unknown names are skipped). */
export function pickGroups(strings: Strings, groups: Iterable<string>): Strings {
  const picked: Strings = {};
  for (const group of groups) {
    const value = strings[group];
    if (value !== undefined) picked[group] = value;
  }
  return picked;
}
