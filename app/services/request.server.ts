import { DEFAULT_LANGUAGE, type Language } from "~/i18n/languages";
import { resolvePath, type ResolvedPath } from "~/domain/routing/locale-path";
import { getEnv } from "~/env.server";
import { isEditorRequest, previewRelease } from "./storyblok-preview.server";
import { requestStorage } from "./request-store.server";

/** What the server knows about a page request before loading anything. */
export interface PageRequestContext {
  url: URL;
  /** `null` when the path cannot be content (odd characters, too long): answer 404. */
  path: ResolvedPath | null;
  lang: Language;
  /** A verified Storyblok visual-editor request (draft content, never cached). */
  preview: boolean;
  /** In a preview, the Storyblok release it shows (`_storyblok_release`), else null. */
  release: number | null;
}

/**
 * Reads language, slug and preview state from a request (docs/product/routes-and-languages.md).
 * A preview of a release also records the release in the request's store, so that every
 * Storyblok read of the request (the story, its relations, header, footer, settings) reads that
 * release's version (`storyblok.server.ts`; docs/product/preview-and-editors.md).
 */
export function pageRequestContext(request: Request): PageRequestContext {
  const url = new URL(request.url);
  const path = resolvePath(url.pathname);
  const preview = isEditorRequest(url.searchParams, getEnv());
  const release = preview ? previewRelease(url.searchParams) : null;
  const store = requestStorage.getStore();
  if (release && store) store.storyblokRelease = release;
  return { url, path, lang: path?.lang ?? DEFAULT_LANGUAGE, preview, release };
}
