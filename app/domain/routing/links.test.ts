import { describe, expect, it } from "vitest";
import type { Language } from "~/i18n/languages";
import { resolveLink, type MultilinkLike } from "./links";

/** Link shapes as Storyblok sends them (multilink fields and rich-text link marks mapped by the renderer). */
const SHAPES: [string, MultilinkLike, Language, string | null][] = [
  // field-level translation: one tree, the page's language prefixes the path
  ["story, field-level, English", { linktype: "story", id: "u1", cached_url: "programs/inner-compass" }, "en", "/programs/inner-compass"],
  ["story, field-level, German", { linktype: "story", id: "u1", cached_url: "programs/inner-compass" }, "de", "/de/programs/inner-compass"],
  ["story, field-level, Indonesian", { linktype: "story", id: "u1", cached_url: "about" }, "in", "/in/about"],
  ["story, resolved story wins over cached_url", { linktype: "story", cached_url: "old", story: { full_slug: "new/path" } }, "fr", "/fr/new/path"],
  // folder-level translation: the slug already carries the language folder
  ["story, folder-level de/home on a German page", { linktype: "story", id: "u2", cached_url: "de/home" }, "de", "/de"],
  ["story, folder-level de/about on an English page", { linktype: "story", id: "u2", cached_url: "de/about" }, "en", "/de/about"],
  ["story, folder-level en/about", { linktype: "story", id: "u2", cached_url: "en/about" }, "de", "/about"],
  ["story, folder-level start page fr/blog/", { linktype: "story", id: "u2", cached_url: "fr/blog/" }, "fr", "/fr/blog"],
  [
    "story, folder-level Indonesian folder id/ (Storyblok's code) on an English page",
    { linktype: "story", id: "u2", cached_url: "id/about" },
    "en",
    "/in/about",
  ],
  ["story, folder-level Indonesian start page id/", { linktype: "story", id: "u2", cached_url: "id/" }, "de", "/in"],
  ["story, a folder merely starting with id is not Indonesian", { linktype: "story", id: "u2", cached_url: "ideas/one" }, "de", "/de/ideas/one"],
  ["story, folder-level href with a leading slash", { linktype: "story", id: "u2", cached_url: "/de/home" }, "de", "/de"],
  // the root story
  ["story, home", { linktype: "story", id: "u3", cached_url: "home" }, "en", "/"],
  ["story, home in Spanish", { linktype: "story", id: "u3", cached_url: "home" }, "es", "/es"],
  ["story, root as /", { linktype: "story", cached_url: "/" }, "de", "/de"],
  ["story, root as empty slug with a story id", { linktype: "story", id: "u3", cached_url: "" }, "en", "/"],
  ["story, root as empty full_slug of the resolved story", { linktype: "story", story: { full_slug: "" } }, "it", "/it"],
  // anchors and targets
  ["story with anchor", { linktype: "story", id: "u4", cached_url: "article/", anchor: "top" }, "en", "/article#top"],
  ["story with a #-typed anchor", { linktype: "story", id: "u4", cached_url: "about", anchor: "#team" }, "de", "/de/about#team"],
  ["anchor only", { linktype: "story", id: "", cached_url: "", anchor: "faq" }, "de", "#faq"],
  ["url with anchor", { linktype: "url", url: "https://example.org/a", anchor: "b" }, "en", "https://example.org/a#b"],
  // email
  ["email field", { linktype: "email", email: "hello@brightpath.example" }, "en", "mailto:hello@brightpath.example"],
  ["email in url with mailto:", { linktype: "email", url: "mailto:a@b.example" }, "en", "mailto:a@b.example"],
  ["email in a rich-text href", { linktype: "email", cached_url: "a@b.example", url: "a@b.example" }, "de", "mailto:a@b.example"],
  ["email that is not an address", { linktype: "email", email: "not an address?x=1" }, "en", null],
  // asset and url
  ["asset", { linktype: "asset", url: "https://a.storyblok.com/f/1/x.pdf" }, "de", "https://a.storyblok.com/f/1/x.pdf"],
  ["url", { linktype: "url", url: "https://example.org/a?b=1" }, "de", "https://example.org/a?b=1"],
  ["url relative", { linktype: "url", url: "/relative" }, "de", "/relative"],
  ["url www without scheme", { linktype: "url", url: "www.example.org" }, "en", "https://www.example.org/"],
  ["url javascript:", { linktype: "url", url: "javascript:alert(1)" }, "en", "about:blank"],
  ["url in cached_url only", { linktype: "url", url: "", cached_url: "https://example.org" }, "en", "https://example.org/"],
  // empty fields
  ["empty story field", { linktype: "story", id: "", url: "", cached_url: "" }, "en", null],
  ["empty url field", { linktype: "url", url: "" }, "en", null],
  ["empty email field", { linktype: "email", email: "" }, "en", null],
];

describe("resolveLink over real link shapes", () => {
  it.each(SHAPES)("%s", (_name, link, lang, href) => {
    expect(resolveLink(link, lang)?.href ?? null).toBe(href);
  });

  it("returns null for no link", () => {
    expect(resolveLink(undefined, "en")).toBeNull();
  });

  it("marks links that leave the site external", () => {
    expect(resolveLink({ linktype: "url", url: "https://example.org" }, "en")?.external).toBe(true);
    expect(resolveLink({ linktype: "email", email: "a@b.example" }, "en")?.external).toBe(true);
    expect(resolveLink({ linktype: "url", url: "/relative" }, "en")?.external).toBe(false);
    expect(resolveLink({ linktype: "story", cached_url: "about" }, "en")?.external).toBe(false);
  });

  it("reports target _blank as a new tab", () => {
    expect(resolveLink({ linktype: "url", url: "https://example.org", target: "_blank" }, "en")?.newTab).toBe(true);
    expect(resolveLink({ linktype: "story", cached_url: "about", target: "_self" }, "en")?.newTab).toBe(false);
  });
});
