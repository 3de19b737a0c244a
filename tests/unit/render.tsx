import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import { BlokView } from "~/blocks/BlokView";
import { PageContext } from "~/blocks/context";
import { registry } from "~/blocks/registry";
import type { BlokBase } from "~/blocks/types";
import { validateContent } from "~/blocks/validate";
import type { Language } from "~/i18n/languages";

/**
 * Server-renders raw story content the way a page does — validated against the registry,
 * inside a Remix router (links need one) — and returns the HTML.
 */
export function renderContent(content: unknown, { lang = "en", preview = false }: { lang?: Language; preview?: boolean } = {}) {
  const { value } = validateContent(content, registry);
  return renderToString(
    <StaticRouter location="/">
      <PageContext.Provider value={{ lang, preview }}>
        <BlokView blok={value as BlokBase} />
      </PageContext.Provider>
    </StaticRouter>,
  );
}
