import * as z from "zod/v4-mini";

/**
 * SPEC §2, §8: the 404 message, as loaders throw it (the page shows its translation,
 * `error.notFound`; the other error-page texts are `error.*` in locales/<lng>/common.json).
 */
export const NOT_FOUND_MESSAGE = "This page could not be found";

/**
 * What a loader throws (as `data(…, {status})`) or the error-page resource returns: the
 * status, an optional message, and the story `global/error-{status}` if it exists.
 * `story: null` means "looked, none exists"; a missing payload means "not looked yet".
 * Parsed in the browser too (the root error boundary), hence zod's small "mini" build.
 */
export const errorPageDataSchema = z.object({
  statusCode: z.int().check(z.minimum(400), z.maximum(599)),
  message: z.optional(z.string()),
  story: z.nullable(
    z.object({ id: z.number(), full_slug: z.string(), content: z.looseObject({ _uid: z.string(), component: z.string() }) }),
  ),
  /** Browser files of the error story's block views (the document head preloads them). */
  preloads: z.optional(z.array(z.object({ href: z.string(), block: z.optional(z.string()) }))),
  /** Interface strings of the error story's block views. */
  strings: z.optional(z.record(z.string(), z.unknown())),
});

export type ErrorPageData = z.infer<typeof errorPageDataSchema>;

const reasonSchema = z.object({ error: z.string().check(z.minLength(1)) });

/**
 * Reads an error response's body for the error page: the full payload a loader threw, or a
 * `{ error: reason }` body (400s), which becomes the message with no story to look up.
 * Anything else (a plain string, an Error) gives `null`: the story is then fetched.
 */
export function parseErrorPageData(value: unknown, statusCode?: number): ErrorPageData | null {
  const parsed = errorPageDataSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const reason = reasonSchema.safeParse(value);
  if (reason.success && statusCode !== undefined) return { statusCode, message: reason.data.error, story: null };
  return null;
}

/** The error stories that exist: 404 and 500; other statuses use the nearest one. */
export function errorStorySlug(statusCode: number): string {
  return statusCode === 404 ? "global/error-404" : statusCode >= 500 ? "global/error-500" : `global/error-${statusCode}`;
}
