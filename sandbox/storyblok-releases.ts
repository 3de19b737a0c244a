import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import express, { type Router } from "express";
import { z } from "zod";
import { PERSONAL_PAGE } from "../app/domain/delivery/cache-policy";
import { SANDBOX_CREDENTIALS } from "../app/env/sandbox.server";
import { webhookSignature } from "../app/services/page-cache/webhook.server";
import { overridesDir, recordPublish } from "./storyblok-publish";

/**
 * Storyblok's releases in the sandbox (`sandbox/storyblok/releases.json`): each changes fields
 * of bloks (by `_uid`) in stories, one value per language (`default` for the default one).
 * - The stories API answers a draft read with `from_release=<id>` (preview token) with the
 *   release's versions; a `restricted` release answers 403, as Storyblok does without a release
 *   access token (`storyblok.ts`).
 * - `GET /__sandbox/storyblok/releases` lists `[{ id, name }]`.
 * - `POST /__sandbox/storyblok/releases/<id>/merge` merges one as Storyblok would: its versions
 *   become the published ones, the space's `cv` moves on, and the signed `release.merged`
 *   webhook (`{text, release_id, space_id}`, no story list) goes to the app that was asked.
 * Merged releases are kept beside the publish overrides, so instances given one folder agree.
 */

const releasesSchema = z.object({
  releases: z.array(
    z.object({
      id: z.number().int().positive(),
      name: z.string(),
      restricted: z.boolean().optional(),
      changes: z.array(z.object({ slug: z.string(), uid: z.string(), field: z.string(), values: z.record(z.string()) })),
    }),
  ),
});

export type SandboxRelease = z.infer<typeof releasesSchema>["releases"][number];

/** The sandbox's releases. */
export function sandboxReleases(): SandboxRelease[] {
  return releasesSchema.parse(JSON.parse(readFileSync(path.resolve(process.cwd(), "sandbox/storyblok/releases.json"), "utf8"))).releases;
}

const mergedFile = () => path.join(overridesDir(), "releases-merged.json");

/** Ids of the releases merged so far. */
export function mergedReleases(): number[] {
  if (!process.env.SANDBOX_STORY_OVERRIDES_DIR) return [];
  try {
    return z.array(z.number()).parse(JSON.parse(readFileSync(mergedFile(), "utf8")));
  } catch {
    return [];
  }
}

/** `value` with `release`'s changes to `slug` in `language` (null: the default) applied to copies of the bloks they name. */
export function withRelease<T>(value: T, release: SandboxRelease, slug: string, language: string | null): T {
  const changes = release.changes.filter((change) => change.slug === slug);
  if (changes.length === 0) return value;
  const apply = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(apply);
    if (!node || typeof node !== "object") return node;
    const copy = Object.fromEntries(Object.entries(node).map(([key, field]) => [key, apply(field)]));
    for (const change of changes) {
      const text = change.values[language ?? "default"] ?? change.values.default;
      if (copy._uid === change.uid && text !== undefined) copy[change.field] = text;
    }
    return copy;
  };
  return apply(value) as T;
}

/** The sandbox endpoints above. */
export function sandboxStoryblokReleases(): Router {
  const router = express.Router();
  router.get("/__sandbox/storyblok/releases", (_req, res) => {
    res.set("Cache-Control", PERSONAL_PAGE).json(sandboxReleases().map(({ id, name }) => ({ id, name })));
  });
  router.post("/__sandbox/storyblok/releases/:id/merge", async (req, res) => {
    const id = z.coerce.number().int().positive().safeParse(req.params.id);
    const release = id.success ? sandboxReleases().find((one) => one.id === id.data) : undefined;
    if (!release) {
      res.status(404).set("Cache-Control", PERSONAL_PAGE).json({ error: "No such release: GET /__sandbox/storyblok/releases lists them." });
      return;
    }
    const merged = mergedReleases();
    if (!merged.includes(release.id)) writeFileSync(mergedFile(), JSON.stringify([...merged, release.id]));
    const cv = recordPublish();
    const body = JSON.stringify({
      text: `The release ${release.name} has been merged.`,
      release_id: release.id,
      space_id: Number(SANDBOX_CREDENTIALS.STORYBLOK_SPACE_ID),
    });
    const hook = await fetch(`${req.protocol}://${req.get("Host") ?? "localhost"}/api/storyblok/webhook`, {
      method: "POST",
      body,
      headers: { "content-type": "application/json", "webhook-signature": webhookSignature(body, SANDBOX_CREDENTIALS.STORYBLOK_WEBHOOK_SECRET) },
    }).catch((error: unknown) => ({ status: 0, json: async () => ({ error: String(error) }) }));
    res
      .set("Cache-Control", PERSONAL_PAGE)
      .json({ release: { id: release.id, name: release.name }, cv, webhook: { status: hook.status, answer: await hook.json() } });
  });
  return router;
}
