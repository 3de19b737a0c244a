import { z } from "zod";
import { option } from "./schema";
import { isBlok } from "./types";
import { perContent } from "./per-content";

/**
 * Whom a blok is for (docs/product/stories-and-blocks.md, "Audiences"): its `audience` field,
 * `everyone` when empty. Shared pages (the page cache, CDNs) are rendered for visitors; a
 * member's pages are rendered for them alone, so a blok never shows to the wrong side.
 */
export const AUDIENCES = ["everyone", "visitors", "members"] as const;
export type Audience = (typeof AUDIENCES)[number];

/**
 * Who a page is rendered for: a visitor (not signed in), a signed-in member whose level is not
 * known (the platform's profile failed), or a member of a level (`members:<level>:<level name>`,
 * {@link memberViewer}).
 */
export type Viewer = "visitors" | "members" | `members:${number}:${string}`;

/** The viewer of a signed-in member of `level` (the platform profile's `userLevel`), or of unknown level. */
export function memberViewer(level: { level: number; name: string } | null | undefined): Viewer {
  return level ? `members:${level.level}:${level.name}` : "members";
}

/**
 * The `audience` field every nestable blok has (the components export adds it,
 * scripts/storyblok-schema/components.ts): one of {@link AUDIENCES}; empty or absent is
 * `everyone` (content from before the field shows as before), an unknown value too.
 */
export const audienceField = option(AUDIENCES, "everyone");

/**
 * The `audience_levels` field of every nestable blok (the components export adds it, with the
 * `user-levels` datasource): with the audience `members`, only members of these levels (by
 * number or name, as the page directives read them); empty = every member.
 */
export const audienceLevelsField = z
  .union([z.array(z.union([z.string(), z.number()])), z.string(), z.number()])
  .optional()
  .catch(undefined)
  .transform((v) => (v === undefined || v === "" ? [] : (Array.isArray(v) ? v : [v]).map((x) => String(x).trim()).filter(Boolean)));

/** Whom `blok` is for. */
export function audienceOf(blok: Record<string, unknown>): Audience {
  return audienceField.parse(blok.audience);
}

function shownTo(blok: Record<string, unknown>, viewer: Viewer): boolean {
  const audience = audienceOf(blok);
  if (audience === "everyone") return true;
  if (audience === "visitors" || viewer === "visitors") return audience === viewer;
  const levels = audienceLevelsField.parse(blok.audience_levels);
  if (levels.length === 0) return true;
  // A member of unknown level sees no blok kept for some levels.
  const [, level, ...name] = viewer.split(":");
  const levelName = name.join(":").toLowerCase();
  return level !== undefined && levels.some((entry) => entry === level || entry.toLowerCase() === levelName);
}

/** `value` without the bloks not for `viewer` (and what they hold); `value` itself when nothing is removed. */
function strip(value: unknown, viewer: Viewer): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const kept: unknown[] = [];
    for (const item of value) {
      if (isBlok(item) && !shownTo(item, viewer)) {
        changed = true;
        continue;
      }
      const next = strip(item, viewer);
      if (next !== item) changed = true;
      kept.push(next);
    }
    return changed ? kept : value;
  }
  if (!value || typeof value !== "object") return value;
  let copy: Record<string, unknown> | null = null;
  for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
    if (!field || typeof field !== "object") continue;
    const next = strip(field, viewer);
    if (next !== field) (copy ??= { ...(value as Record<string, unknown>) })[key] = next;
  }
  return copy ?? value;
}

/**
 * A content tree as `viewer` sees it: bloks whose audience leaves them out are removed with
 * everything nested in them (a root blok is always kept). The same object when nothing is
 * removed, and the same result for the same content object and viewer (see `perContent`).
 */
export const forViewer: <T>(content: T, viewer: Viewer) => T = perContent((content, viewer: Viewer) => strip(content, viewer)) as never;
