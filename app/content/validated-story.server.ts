import { z } from "zod";
import type { Language } from "~/i18n/languages";
import { blockSchemas } from "~/block-kit/schemas";
import { asset } from "~/block-kit/schema";
import type { BlokBase, BlokProblem } from "~/block-kit/types";
import { validateContent } from "~/block-kit/validate";
import { LRUCache } from "lru-cache";
import { renderRichText, type RenderedRichText } from "~/content/rich-text";
import { getStory, type Story, type StoryRequest } from "~/services/storyblok.server";
import { logger } from "~/services/logger.server";
import { resolveLink, type MultilinkLike } from "~/domain/routing/links";
import { compactLink } from "~/block-kit/link-field";
import { isPagePath, resolvePath } from "~/domain/routing/locale-path";

/**
 * Stories as pages see them: loaded through the Storyblok service, validated against the
 * block registry, with `{{variables}}` of `global/settings` filled in (docs/product/stories-and-blocks.md).
 */
export interface PageStory {
  id: number;
  uuid: string;
  name: string;
  full_slug: string;
  /** When the story was first published (ISO 8601); null for a story never published. */
  firstPublishedAt?: string | null;
  content: BlokBase & Record<string, unknown>;
  /** Problems found while validating; sent to the browser only in preview. */
  problems: BlokProblem[];
}

const nameValue = z.object({ name: z.string().min(1), value: z.string().default("") }).passthrough();

/** A `discount_code` of the settings: code, description and percent off ("" or 0–100). */
const discountCode = z
  .object({
    code: z.string().optional(),
    description: z.string().optional(),
    percent: z.union([z.literal(""), z.coerce.number().min(0).max(100)]).optional(),
  })
  .passthrough();

/** Content of `global/settings` (docs/product/stories-and-blocks.md). */
export const settingsSchema = z
  .object({
    variables: z.array(nameValue).default([]),
    osiris_variables: z.array(nameValue).default([]),
    discount_codes: z.array(discountCode).default([]),
    /** The link preview image of pages that have none of their own. */
    og_image: asset.optional(),
  })
  .passthrough();

export type Settings = z.infer<typeof settingsSchema>;

const EMPTY_SETTINGS: Settings = { variables: [], osiris_variables: [], discount_codes: [] };

/** Parsed settings per settings story object (see {@link validations}). */
const parsedSettings = new WeakMap<Story, Settings>();

/**
 * Global settings in the request's language: Storyblok translates `global/settings` per field,
 * so `{{variables}}` can differ by language. A missing or broken settings story
 * yields empty settings (logged).
 */
export async function getSettings(request: Omit<StoryRequest, "slug">): Promise<Settings> {
  try {
    const story = await getStory({ ...request, slug: "global/settings" });
    if (!story) return EMPTY_SETTINGS;
    const known = parsedSettings.get(story);
    if (known) return known;
    const parsed = settingsSchema.safeParse(story.content);
    if (!parsed.success) {
      logger.warn("settings-invalid", { issues: parsed.error.issues.map((i) => i.message) });
      return EMPTY_SETTINGS;
    }
    parsedSettings.set(story, parsed.data);
    return parsed.data;
  } catch (error) {
    logger.error("settings-failed", { error });
    return EMPTY_SETTINGS;
  }
}

/** `{{name}}` → value map from the settings' variables. */
export function variablesOf(settings: Settings): Map<string, string> {
  return new Map(settings.variables.map((v) => [v.name, v.value]));
}

/**
 * Rendered rich text by language and document: stories are validated on every request (their
 * JSON is cached upstream), and rendering a document through React costs about a millisecond a
 * page, so each distinct document is rendered once. Bounded by count; documents are a few KB.
 */
const richTextCache = new LRUCache<string, RenderedRichText>({ max: 2_000 });

function cachedRichText(document: Record<string, unknown>, lang: Language): RenderedRichText {
  const key = `${lang}:${JSON.stringify(document)}`;
  let rendered = richTextCache.get(key);
  if (rendered === undefined) {
    rendered = renderRichText(document, lang);
    richTextCache.set(key, rendered);
  }
  return rendered;
}

type Validated = ReturnType<typeof validateContent<Story["content"]>>;

/**
 * Validation results per story object (render cost): the story cache hands out the
 * same object until the story changes, so each story is validated once per language and set
 * of variables rather than on every request (schemas, variables and rich text were a large
 * share of an uncached render). Keyed weakly: a story dropped by the cache frees its entry.
 * The result is shared between requests and must not be mutated (nothing does).
 */
const validations = new WeakMap<Story, Map<string, Validated>>();

function validatedContent(story: Story, settings: Settings, lang: Language): Validated {
  const key = `${lang}\u0000${settings.variables.map((v) => `${v.name}=${v.value}`).join("\u0000")}`;
  const perStory = validations.get(story) ?? new Map<string, Validated>();
  validations.set(story, perStory);
  let result = perStory.get(key);
  if (!result) {
    result = validateContent(story.content, blockSchemas, variablesOf(settings), {
      richText: (document) => cachedRichText(document, lang),
      link: (field) => compactLink(resolveLink(field as MultilinkLike, lang)),
    });
    perStory.set(key, result);
  }
  return result;
}

/**
 * Loads and validates a story. Returns `null` when it does not exist.
 * @throws {import("~/services/storyblok-client.server").StoryblokError} when Storyblok fails.
 */
export async function getPageStory(request: StoryRequest): Promise<PageStory | null> {
  const [story, settings] = await Promise.all([getStory(request), getSettings(request)]);
  if (!story) return null;
  const { value, problems } = validatedContent(story, settings, request.lang);
  if (problems.length > 0) {
    logger.warn("story-problems", { slug: story.full_slug, lang: request.lang, problems });
  }
  return {
    id: story.id,
    uuid: story.uuid,
    name: story.name,
    full_slug: story.full_slug,
    firstPublishedAt: story.first_published_at ?? null,
    content: value as PageStory["content"],
    problems: request.preview ? problems : [],
  };
}

/**
 * The story that renders a page which has no story of its own: the template of its folder,
 * `templates/folder-<folder>` (slashes of nested folders become dashes), served under the
 * page's slug. Null for top-level slugs and folders without a template.
 * @throws {import("~/services/storyblok-client.server").StoryblokError} when Storyblok fails.
 */
export async function getFolderTemplate(request: StoryRequest): Promise<PageStory | null> {
  const slug = folderTemplateSlug(request.slug);
  if (!slug) return null;
  const template = await getPageStory({ ...request, slug });
  return template && { ...template, full_slug: request.slug };
}

/** The slug of the template of `slug`'s folder (`templates/folder-trainers`), or null at the top level. */
function folderTemplateSlug(slug: string): string | null {
  const cut = slug.lastIndexOf("/");
  return cut <= 0 ? null : `templates/folder-${slug.slice(0, cut).replaceAll("/", "-")}`;
}

/** Like {@link getPageStory} but never throws: failures are logged and give `null`. */
export async function getPageStorySafe(request: StoryRequest): Promise<PageStory | null> {
  try {
    return await getPageStory(request);
  } catch (error) {
    logger.error("story-failed", { slug: request.slug, error });
    return null;
  }
}

export type { Language };

/**
 * Starts, without waiting, the Storyblok reads a page at `pathname` needs whatever its content:
 * its story, its folder's template (rendered when the story does not exist), the stories above
 * it (its breadcrumb), the header, the footer and the settings, into the story cache where the loaders find them. Returns the URL's
 * language and slug, or null for paths that are no pages (nothing started).
 */
export function startPageStoryReads(pathname: string): { lang: Language; slug: string } | null {
  const path = isPagePath(pathname) ? resolvePath(pathname) : null;
  if (!path) return null;
  const template = folderTemplateSlug(path.slug);
  // The stories above the page name its breadcrumb (pages/structured-data.server.ts).
  const segments = path.slug.split("/");
  const ancestors = segments.slice(0, -1).map((_, index) => segments.slice(0, index + 1).join("/"));
  for (const slug of [path.slug, ...(template ? [template] : []), ...ancestors, "global/header", "global/footer", "global/settings"]) {
    void getStory({ slug, lang: path.lang, preview: false }).catch(() => undefined);
  }
  return { lang: path.lang, slug: path.slug };
}
