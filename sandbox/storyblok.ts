import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { http, HttpResponse } from "msw";
import { SANDBOX_CREDENTIALS } from "../app/env/sandbox.server";
import { onAssetOrigin } from "./asset-origin";
import { applyOverride, publishCount, storyOverride } from "./storyblok-publish";
import { mergedReleases, sandboxReleases, withRelease } from "./storyblok-releases";

/**
 * Sandbox for Storyblok's Content Delivery API v2 (any region host): `cdn/spaces/me` and
 * `cdn/stories/{slug}` answered from `sandbox/storyblok/`. Behaves like the real API where
 * the site depends on it: token check (401), drafts only with the preview token, 404 for
 * unknown slugs, field-level translations (`{slug}.{lang}.json`, else the default),
 * relations in `rels` only when `resolve_relations` asks for them.
 */
export const STORYBLOK_FIXTURES = path.resolve(process.cwd(), "sandbox/storyblok");

const SLUG = /^[a-z0-9][a-z0-9/_.-]*$/;

async function readJson(file: string): Promise<unknown | null> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as unknown;
  } catch (error) {
    // No such fixture, or a slug no file can be named after (a segment over 255 bytes, a file as a folder).
    if (["ENOENT", "ENAMETOOLONG", "ENOTDIR"].includes((error as NodeJS.ErrnoException).code ?? "")) return null;
    throw error;
  }
}

function missingStories(): Set<string> {
  return new Set(
    (process.env.SANDBOX_MISSING_STORIES ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

/** Finds the fixture for a slug, version and language; `null` when none exists. */
export async function findStoryFixture(slug: string, version: string, language: string | null) {
  if (!SLUG.test(slug) || slug.includes("..") || missingStories().has(slug)) return null;
  const base = path.join(STORYBLOK_FIXTURES, "stories", slug);
  const candidates = [
    ...(language && language !== "default" ? [`${base}.${language}.json`] : []),
    ...(version === "draft" ? [`${base}.draft.json`] : []),
    `${base}.json`,
  ];
  for (const file of candidates) {
    const json = await readJson(file);
    if (json) return json as { story: unknown; cv: number; rels?: unknown[]; links?: unknown[] };
  }
  return null;
}

/** Default-language story files: `stories/<slug>.json` without a `.draft` or language suffix. */
const VARIANT_SUFFIX = /\.(draft|[a-z]{2})\.json$/;

/** Storyblok links API entries for every published sandbox story (minus `SANDBOX_MISSING_STORIES`). */
export async function sandboxLinks() {
  const root = path.join(STORYBLOK_FIXTURES, "stories");
  const files = (await readdir(root, { recursive: true })).filter((f) => f.endsWith(".json") && !VARIANT_SUFFIX.test(f));
  const links: Record<string, unknown> = {};
  for (const file of files.sort()) {
    const slug = file
      .replace(/\.json$/, "")
      .split(path.sep)
      .join("/");
    const fixture = await findStoryFixture(slug, "published", null);
    const story = fixture?.story as { uuid: string; id: number; name: string; full_slug: string; is_startpage?: boolean } | undefined;
    if (!story) continue;
    links[story.uuid] = {
      id: story.id,
      uuid: story.uuid,
      slug: story.full_slug,
      name: story.name,
      is_folder: false,
      parent_id: 0,
      published: true,
      position: 0,
      is_startpage: story.is_startpage ?? false,
      real_path: `/${story.full_slug}`,
    };
  }
  return links;
}

/**
 * The stories API's list (`cdn/stories`) over the published default-language fixtures, as far as
 * the site uses it: `content_type` filter, `excluding_fields` (content fields left out),
 * `per_page` (max 100) and `page`, with Storyblok's `total` and `per-page` headers.
 */
async function sandboxStoryList(url: URL) {
  const contentType = url.searchParams.get("content_type");
  const excluded = new Set((url.searchParams.get("excluding_fields") ?? "").split(",").filter(Boolean));
  const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get("per_page") ?? "25") || 25));
  const page = Math.max(1, Number(url.searchParams.get("page") ?? "1") || 1);
  const stories: Record<string, unknown>[] = [];
  for (const link of Object.values(await sandboxLinks()) as { slug: string }[]) {
    const story = (await findStoryFixture(link.slug, "published", null))?.story as { content: Record<string, unknown> } | undefined;
    if (!story || (contentType && story.content.component !== contentType)) continue;
    const content = Object.fromEntries(Object.entries(story.content).filter(([field]) => !excluded.has(field)));
    stories.push({ ...story, content });
  }
  const headers = { total: String(stories.length), "per-page": String(perPage) };
  return HttpResponse.json(onAssetOrigin({ stories: stories.slice((page - 1) * perPage, page * perPage), cv: 0, rels: [], links: [] }), { headers });
}

const unauthorized = () => HttpResponse.json({ error: "Unauthorized" }, { status: 401 });

/** A related story as published in the sandbox: its fixture with the override of its `full_slug`, if any. */
async function publishedRel(rel: unknown): Promise<unknown> {
  const slug = (rel as { full_slug?: unknown }).full_slug;
  if (typeof slug !== "string") return rel;
  return applyOverride({ story: rel }, await storyOverride(slug)).story;
}

/** The space's cache version: each sandbox publish (`storyblok-publish.ts`) moves it on, as Storyblok's does. */
async function spaceCv(): Promise<number> {
  const space = (await readJson(path.join(STORYBLOK_FIXTURES, "space.json"))) as { space: { version: number } };
  return space.space.version + publishCount();
}

export const storyblokHandlers = [
  http.get("*/v2/cdn/links", async ({ request }) => {
    const url = new URL(request.url);
    const token = url.searchParams.get("token");
    if (token !== SANDBOX_CREDENTIALS.STORYBLOK_PUBLIC_TOKEN && token !== SANDBOX_CREDENTIALS.STORYBLOK_PREVIEW_TOKEN) {
      return unauthorized();
    }
    const page = Number(url.searchParams.get("page") ?? "1");
    const links = page > 1 ? {} : await sandboxLinks();
    return HttpResponse.json({ links }, { headers: { total: String(Object.keys(links).length), "per-page": "1000" } });
  }),
  http.get("*/v2/cdn/spaces/me", async ({ request }) => {
    const token = new URL(request.url).searchParams.get("token");
    if (token !== SANDBOX_CREDENTIALS.STORYBLOK_PUBLIC_TOKEN && token !== SANDBOX_CREDENTIALS.STORYBLOK_PREVIEW_TOKEN) {
      return unauthorized();
    }
    const space = (await readJson(path.join(STORYBLOK_FIXTURES, "space.json"))) as { space: { version: number } };
    return HttpResponse.json({ space: { ...space.space, version: await spaceCv() } });
  }),
  http.get("*/v2/cdn/stories", async ({ request }) => {
    const url = new URL(request.url);
    const token = url.searchParams.get("token");
    if (token !== SANDBOX_CREDENTIALS.STORYBLOK_PUBLIC_TOKEN && token !== SANDBOX_CREDENTIALS.STORYBLOK_PREVIEW_TOKEN) {
      return unauthorized();
    }
    return sandboxStoryList(url);
  }),
  http.get("*/v2/cdn/stories/*", async ({ request }) => {
    const url = new URL(request.url);
    const token = url.searchParams.get("token");
    const version = url.searchParams.get("version") ?? "published";
    const isPreviewToken = token === SANDBOX_CREDENTIALS.STORYBLOK_PREVIEW_TOKEN;
    if (!isPreviewToken && token !== SANDBOX_CREDENTIALS.STORYBLOK_PUBLIC_TOKEN) return unauthorized();
    if (version === "draft" && !isPreviewToken) return unauthorized();
    const slug = decodeURIComponent(url.pathname.replace(/^\/v2\/cdn\/stories\//, "")).replace(/\/+$/, "");
    // A story whose upstream always fails: exercises the 500 path and error reporting.
    if (slug === "lab/upstream-failure") return HttpResponse.json({ error: "Internal Server Error" }, { status: 500 });
    const language = url.searchParams.get("language");
    const fromRelease = url.searchParams.get("from_release");
    const release = fromRelease ? sandboxReleases().find((one) => String(one.id) === fromRelease) : undefined;
    // A release is read as a draft with the preview token; a restricted one needs a release access token.
    if (fromRelease && (version !== "draft" || !isPreviewToken)) return unauthorized();
    if (release?.restricted) return HttpResponse.json(["You are not allowed to access this release"], { status: 403 });
    const found = await findStoryFixture(slug, version, language);
    if (!found) return HttpResponse.json(["This record could not be found"], { status: 404 });
    // Published: the merged releases' versions, then the publish overrides; a release's preview: its versions.
    const merged = sandboxReleases().filter((one) => mergedReleases().includes(one.id));
    const fixture =
      version === "published"
        ? applyOverride(
            merged.reduce((story, one) => withRelease(story, one, slug, language), found),
            await storyOverride(slug),
          )
        : release
          ? withRelease(found, release, slug, language)
          : found;
    const wantsRelations = (url.searchParams.get("resolve_relations") ?? "").length > 0;
    // A published related story (an include's template) shows its sandbox override too.
    const rels =
      wantsRelations && version === "published" ? await Promise.all((fixture.rels ?? []).map(publishedRel)) : wantsRelations ? (fixture.rels ?? []) : [];
    // Like Storyblok, every story answer names the space's current cache version.
    return HttpResponse.json(onAssetOrigin({ ...fixture, cv: await spaceCv(), rels, links: fixture.links ?? [] }));
  }),
];
