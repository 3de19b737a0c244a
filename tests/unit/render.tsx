import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import { BlokView } from "~/block-kit/BlokView";
import { BlockDataContext } from "~/block-kit/block-data";
import { PageContext } from "~/components/page-context";
import { blockSchemas } from "~/block-kit/schemas";
import { loadViews, VIEW_NAMES } from "~/block-kit/views";
import type { BlokBase } from "~/block-kit/types";
import { validateContent } from "~/block-kit/validate";
import { renderRichText } from "~/content/rich-text";
import { resolveLink } from "~/domain/routing/links";
import { TranslationProvider } from "~/i18n/react";
import type { Strings } from "~/i18n/translate";
import type { Language } from "~/i18n/languages";
import type { ReactNode } from "react";

await loadViews(VIEW_NAMES);

/** Every interface string of `lang` from `locales/` (tests only). */
export function stringsFor(lang: Language): Strings {
  return JSON.parse(readFileSync(path.resolve("locales", lang, "common.json"), "utf8")) as Strings;
}

/** Provides `t` over all of `lang`'s interface strings, as the document does over a page's. */
export function Translations({ lang, children }: { lang: Language; children: ReactNode }) {
  return (
    <TranslationProvider lang={lang} strings={stringsFor(lang)}>
      {children}
    </TranslationProvider>
  );
}

/**
 * What a page gives a block view: `lang`'s interface strings, the page context (not a preview)
 * and the blocks' loader data by `_uid` (`{ [uid]: data }`).
 */
export function BlockContexts({ lang = "en", data, children }: { lang?: Language; data: Record<string, unknown>; children: ReactNode }) {
  return (
    <Translations lang={lang}>
      <PageContext.Provider value={{ lang, preview: false }}>
        <BlockDataContext.Provider value={data}>{children}</BlockDataContext.Provider>
      </PageContext.Provider>
    </Translations>
  );
}

/**
 * Server-renders raw story content the way a page does — validated against the registry,
 * inside a router (links need one) with the language's interface strings — and returns the HTML.
 * Every block view is loaded when this module loads, as the server does before its first render.
 */
export function renderContent(content: unknown, { lang = "en", preview = false }: { lang?: Language; preview?: boolean } = {}) {
  const { value } = validateContent(content, blockSchemas, new Map(), {
    richText: (document) => renderRichText(document, lang),
    link: (field) => resolveLink(field, lang),
  });
  return renderToString(
    <Translations lang={lang}>
      <StaticRouter location="/">
        <PageContext.Provider value={{ lang, preview }}>
          <BlokView blok={value as BlokBase} />
        </PageContext.Provider>
      </StaticRouter>
    </Translations>,
  );
}
