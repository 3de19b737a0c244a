import { readFileSync } from "node:fs";
import path from "node:path";

export const LANGUAGES = ["ar", "de", "en", "es", "fr", "in", "it", "pt", "ru", "zh"] as const;
export type Language = (typeof LANGUAGES)[number];

/** An interface string from locales/<lang>/common.json, by dotted key. */
export function uiString(lang: Language, key: string): string {
  const json = JSON.parse(readFileSync(path.resolve("locales", lang, "common.json"), "utf8")) as Record<string, unknown>;
  const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], json);
  if (typeof value !== "string") throw new Error(`No string ${key} for ${lang}`);
  return value;
}

export const homePath = (lang: Language) => (lang === "en" ? "/" : `/${lang}`);
export const bcp47 = (lang: Language) => (lang === "in" ? "id" : lang);
