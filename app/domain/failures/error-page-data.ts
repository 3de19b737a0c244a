import type { ErrorPageData } from "./error-page";

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The shape check of {@link ErrorPageData}. The payload is this server's own (a loader's
 * thrown data or the error-page resource), read in the browser by the error page, so it is
 * checked by hand rather than with zod, which would cost the error page 5 KB gzipped. This
 * module loads with the error page's own code (`pages/ErrorPage.tsx`), never on a page
 * without an error.
 */
function isErrorPageData(value: unknown): value is ErrorPageData {
  if (!isRecord(value)) return false;
  const { statusCode, message, story, preloads, strings, resubmit } = value;
  if (typeof statusCode !== "number" || !Number.isInteger(statusCode) || statusCode < 400 || statusCode > 599) return false;
  if (message !== undefined && typeof message !== "string") return false;
  if (story !== null) {
    if (!isRecord(story) || typeof story.id !== "number" || typeof story.full_slug !== "string" || !isRecord(story.content)) return false;
    if (typeof story.content._uid !== "string" || typeof story.content.component !== "string") return false;
  }
  if (
    preloads !== undefined &&
    !(Array.isArray(preloads) && preloads.every((p) => isRecord(p) && typeof p.href === "string" && (p.views === undefined || Array.isArray(p.views))))
  )
    return false;
  if (
    resubmit !== undefined &&
    !(
      isRecord(resubmit) &&
      Array.isArray(resubmit.fields) &&
      resubmit.fields.every((f) => Array.isArray(f) && f.length === 2 && typeof f[0] === "string" && typeof f[1] === "string")
    )
  )
    return false;
  return strings === undefined || isRecord(strings);
}

/**
 * Reads an error response's body for the error page: the full payload a loader threw, or a
 * `{ error: reason }` body (400s), which becomes the message with no story to look up.
 * Anything else (a plain string, an Error) gives `null`: the story is then fetched.
 */
export function parseErrorPageData(value: unknown, statusCode?: number): ErrorPageData | null {
  if (isErrorPageData(value)) return value;
  const reason = isRecord(value) ? value.error : undefined;
  if (typeof reason === "string" && reason !== "" && statusCode !== undefined) return { statusCode, message: reason, story: null };
  return null;
}
