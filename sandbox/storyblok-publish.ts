import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import express, { type Router } from "express";
import { z } from "zod";
import { PERSONAL_PAGE } from "../app/domain/delivery/cache-policy";

/**
 * "Publishing" in the sandbox: `POST /__sandbox/storyblok/publish` with
 * `{"slug": "home", "story": {"name": "…", "content": {"seo_title": "…"}}}` overrides the
 * published story's fields (shallow: `story` over the fixture's story, `content` over its
 * content) and moves the space's `cv` on by one; `{"slug": "home", "reset": true}` drops the
 * override. Then a signed webhook tells the site, as Storyblok would.
 *
 * Overrides live in files (`SANDBOX_STORY_OVERRIDES_DIR`, else a folder of this process), so
 * instances given one folder see one CMS: the MSW handlers (`storyblok.ts`) read them.
 */
export function overridesDir(): string {
  const configured = process.env.SANDBOX_STORY_OVERRIDES_DIR;
  if (configured) {
    mkdirSync(configured, { recursive: true });
    return configured;
  }
  process.env.SANDBOX_STORY_OVERRIDES_DIR = mkdtempSync(path.join(tmpdir(), "sandbox-stories-"));
  return process.env.SANDBOX_STORY_OVERRIDES_DIR;
}

const SLUG = /^[a-z0-9][a-z0-9/_-]*$/;
const fileOf = (slug: string) => path.join(overridesDir(), `${slug.replaceAll("/", "__")}.json`);
const cvFile = () => path.join(overridesDir(), "cv");

export type StoryOverride = { story?: Record<string, unknown> & { content?: Record<string, unknown> } };

/** The override of a slug's published story, or null. */
export async function storyOverride(slug: string): Promise<StoryOverride | null> {
  if (!process.env.SANDBOX_STORY_OVERRIDES_DIR || !SLUG.test(slug)) return null;
  try {
    return JSON.parse(await readFile(fileOf(slug), "utf8")) as StoryOverride;
  } catch {
    return null;
  }
}

/** How many publishes the sandbox has seen: added to the space's `cv`. */
export function publishCount(): number {
  if (!process.env.SANDBOX_STORY_OVERRIDES_DIR) return 0;
  try {
    return Number(readFileSync(cvFile(), "utf8")) || 0;
  } catch {
    return 0;
  }
}

/** Counts one more publish (the space's `cv` moves on by one); returns the count. */
export function recordPublish(): number {
  const cv = publishCount() + 1;
  writeFileSync(cvFile(), String(cv));
  return cv;
}

/** Applies an override to a fixture's story (shallow, content merged one level). */
export function applyOverride<T extends { story: unknown }>(fixture: T, override: StoryOverride | null): T {
  if (!override?.story) return fixture;
  const story = fixture.story as Record<string, unknown> & { content: Record<string, unknown> };
  return { ...fixture, story: { ...story, ...override.story, content: { ...story.content, ...override.story.content } } };
}

const publishSchema = z.union([
  z.object({ slug: z.string().regex(SLUG), reset: z.literal(true) }),
  z.object({
    slug: z.string().regex(SLUG),
    story: z.object({ name: z.string().max(200).optional(), content: z.record(z.unknown()).optional() }),
  }),
]);

/** The sandbox endpoint above. */
export function sandboxStoryblokPublish(): Router {
  const router = express.Router();
  router.post("/__sandbox/storyblok/publish", express.json({ limit: "256kb" }), (req, res) => {
    const parsed = publishSchema.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({ error: "Send {slug, story: {name?, content?}} or {slug, reset: true}.", issues: parsed.error.issues });
      return;
    }
    const { slug } = parsed.data;
    writeFileSync(fileOf(slug), JSON.stringify("reset" in parsed.data ? {} : { story: parsed.data.story }));
    const cv = recordPublish();
    res.set("Cache-Control", PERSONAL_PAGE).json({ slug, publishes: cv });
  });
  return router;
}
