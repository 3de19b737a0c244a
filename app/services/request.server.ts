import { DEFAULT_LANGUAGE, type Language } from "~/i18n/languages";
import { resolvePath, type ResolvedPath } from "~/domain/routing/locale-path";
import { getEnv } from "~/env.server";
import { isEditorRequest } from "./storyblok-preview.server";

/** What the server knows about a page request before loading anything. */
export interface PageRequestContext {
  url: URL;
  /** `null` when the path cannot be content (odd characters, too long): answer 404. */
  path: ResolvedPath | null;
  lang: Language;
  /** A verified Storyblok visual-editor request (draft content, never cached). */
  preview: boolean;
}

/** Reads language, slug and preview state from a request (docs/product/routes-and-languages.md). */
export function pageRequestContext(request: Request): PageRequestContext {
  const url = new URL(request.url);
  const path = resolvePath(url.pathname);
  const preview = isEditorRequest(url.searchParams, getEnv());
  return { url, path, lang: path?.lang ?? DEFAULT_LANGUAGE, preview };
}
