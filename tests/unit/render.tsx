import { readFileSync } from "node:fs";
import path from "node:path";
import { createInstance } from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { StaticRouter } from "react-router-dom/server";
import { BlokView } from "~/blocks/BlokView";
import { PageContext } from "~/blocks/context";
import { registry } from "~/blocks/registry";
import type { BlokBase } from "~/blocks/types";
import { validateContent } from "~/blocks/validate";
import { i18nConfig } from "~/i18n/config";
import type { Language } from "~/i18n/languages";

/** A fresh i18next instance with the language's interface strings from `locales/` (tests only). */
export function i18nFor(lang: Language) {
  const common = JSON.parse(readFileSync(path.resolve("locales", lang, "common.json"), "utf8")) as Record<string, unknown>;
  const instance = createInstance();
  void instance.use(initReactI18next).init({ ...i18nConfig, lng: lang, resources: { [lang]: { common } } });
  return instance;
}

/**
 * Server-renders raw story content the way a page does — validated against the registry,
 * inside a router (links need one) with the language's interface strings — and returns the HTML.
 */
export function renderContent(content: unknown, { lang = "en", preview = false }: { lang?: Language; preview?: boolean } = {}) {
  const { value } = validateContent(content, registry);
  return renderToString(
    <I18nextProvider i18n={i18nFor(lang)}>
      <StaticRouter location="/">
      <PageContext.Provider value={{ lang, preview }}>
        <BlokView blok={value as BlokBase} />
      </PageContext.Provider>
      </StaticRouter>
    </I18nextProvider>,
  );
}
