import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from "~/i18n/languages";
import { storyblokLanguage } from "~/services/storyblok.server";
import { MEMBER_PAGES } from "~/components/MemberMenu";

/**
 * Every page the header and the footer lead to is translated: for each sandbox story they link
 * (story links, and internal URLs), each of the nine languages besides English has its own file
 * `<slug>.<Storyblok language>.json` (Indonesian `.id.json`), and that file is a translation, not
 * a copy: its SEO title (else its first heading) and its sentences differ from the English ones.
 * Without such a file the sandbox serves the English story on `/de/...`, as Storyblok falls back to
 * the default language (docs/decisions/0004-i18n.md), next to German interface strings.
 */

const STORIES = path.resolve("sandbox/storyblok/stories");
const TRANSLATED = LANGUAGES.filter((lang) => lang !== DEFAULT_LANGUAGE);
/**
 * Pages reached without a story link, translated like the linked ones: the one every unknown
 * address shows, and the member's own pages the account menu leads to.
 */
const UNLINKED = ["global/error-404", ...MEMBER_PAGES.map((page) => page.path.slice(1))];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type StoryFile = { story: { lang?: string; full_slug: string; content: Json } };

const read = (file: string) => JSON.parse(readFileSync(file, "utf8")) as StoryFile;
const storyFile = (slug: string, lang: (typeof LANGUAGES)[number]) =>
  path.join(STORIES, lang === DEFAULT_LANGUAGE ? `${slug}.json` : `${slug}.${storyblokLanguage(lang)}.json`);

/** Objects anywhere in a JSON tree, depth first, in document order. */
function* objects(node: Json): Generator<{ [key: string]: Json }> {
  if (Array.isArray(node)) for (const item of node) yield* objects(item);
  else if (node && typeof node === "object") {
    yield node;
    for (const value of Object.values(node)) yield* objects(value);
  }
}

/** The story slug a multilink leads to on this site, or null (external, email, empty). */
function linkedSlug(link: { [key: string]: Json }): string | null {
  const story = link.story as { full_slug?: string } | undefined;
  let target: string;
  if (link.linktype === "story") target = String(story?.full_slug || link.cached_url || "");
  else if (link.linktype === "url" && /^\/(?!\/)/.test(String(link.url || link.cached_url))) target = String(link.url || link.cached_url);
  else return null;
  const segments = target.split(/[?#]/)[0]!.split("/").filter(Boolean);
  if (isLanguage(segments[0])) segments.shift();
  return segments.join("/") || "home";
}

/** Slugs linked from the header and footer stories, every language's file. */
function chromeLinks(): Map<string, Set<string>> {
  const linked = new Map<string, Set<string>>();
  for (const name of readdirSync(path.join(STORIES, "global")).filter((file) => /^(header|footer)(\.[a-z]{2})?\.json$/.test(file))) {
    for (const node of objects(read(path.join(STORIES, "global", name)).story.content)) {
      if (node.fieldtype !== "multilink") continue;
      const slug = linkedSlug(node);
      if (slug) linked.set(slug, (linked.get(slug) ?? new Set()).add(name));
    }
  }
  return linked;
}

/** Fields that name, point or configure rather than say something to a visitor. */
const NOT_TEXT = new Set(["_uid", "_editable", "component", "name", "slug", "full_slug", "url", "href", "uuid", "id", "anchor", "target", "linktype"]);

/** Visible sentences of a story (six words or more: names and brand terms stay as they are). */
function sentences(node: Json, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) sentences(item, out);
  else if (node && typeof node === "object") {
    if (node.fieldtype === "multilink") return out;
    const asset = node.fieldtype === "asset";
    for (const [key, value] of Object.entries(node)) {
      if (NOT_TEXT.has(key) || (asset && key !== "alt")) continue;
      if (typeof value === "string") {
        if (value.trim().split(/\s+/).length >= 6) out.push(value);
      } else sentences(value, out);
    }
  }
  return out;
}

/** The page's SEO title, else its first heading (hero headline, heading block, section title). */
function signature(content: Json): string | undefined {
  const seo = (content as { seo_title?: string }).seo_title;
  if (seo) return seo;
  for (const node of objects(content)) {
    const text = node.headline ?? (node.component === "heading" ? node.text : undefined) ?? (node.component === "section" ? node.title : undefined);
    if (typeof text === "string" && text) return text;
  }
  return undefined;
}

const linked = chromeLinks();

describe("the header and footer, in every language", () => {
  it.each(LANGUAGES)("%s leads to membership and pricing, the free masterclass, the affiliate programme, the imprint and the privacy policy", (lang) => {
    const suffix = lang === DEFAULT_LANGUAGE ? "" : `.${storyblokLanguage(lang)}`;
    for (const slug of ["membership", "masterclass/three-breath-reset", "affiliates/apply", "legal/privacy", "legal/imprint"]) {
      expect([...(linked.get(slug) ?? [])], `${slug} from header${suffix} or footer${suffix}`).toEqual(
        expect.arrayContaining([expect.stringMatching(new RegExp(`^(header|footer)${suffix.replace(".", "\\.")}\\.json$`))]),
      );
    }
  });
});

describe.each([...new Set([...linked.keys(), ...UNLINKED])].sort())("sandbox story %s", (slug) => {
  const english = existsSync(storyFile(slug, DEFAULT_LANGUAGE)) ? read(storyFile(slug, DEFAULT_LANGUAGE)) : null;

  it("exists in English", () => {
    expect(
      english,
      `${path.relative(process.cwd(), storyFile(slug, DEFAULT_LANGUAGE))} (linked from ${[...(linked.get(slug) ?? [])].join(", ")})`,
    ).not.toBeNull();
  });

  it.each(TRANSLATED)("is translated into %s", (lang) => {
    const file = storyFile(slug, lang);
    expect(existsSync(file), `${path.relative(process.cwd(), file)} is missing`).toBe(true);
    const translation = read(file);
    expect(translation.story.lang, `${file}: lang`).toBe(storyblokLanguage(lang));
    if (!english) return;
    expect(translation.story.full_slug).toBe(english.story.full_slug);
    const title = signature(english.story.content);
    if (title) expect(signature(translation.story.content), `${file}: SEO title or first heading is the English one`).not.toBe(title);
    const own = new Set(sentences(translation.story.content));
    expect(
      sentences(english.story.content).filter((sentence) => own.has(sentence)),
      `${file}: sentences left in English`,
    ).toEqual([]);
  });
});
