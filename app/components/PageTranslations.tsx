import { isRouteErrorResponse, useMatches, useRouteError } from "@remix-run/react";
import { useMemo, type ReactNode } from "react";
import type { Language } from "~/i18n/languages";
import { TranslationProvider } from "~/i18n/react";
import type { Strings } from "~/i18n/translate";

/** A loader's `strings`, when it sent any. */
function stringsOf(value: unknown): Strings | null {
  const strings = (value as { strings?: unknown } | null | undefined)?.strings;
  return strings && typeof strings === "object" ? (strings as Strings) : null;
}

/**
 * Provides `t` over the interface strings the page's loaders sent (`strings` in the root's,
 * the route's and an error response's data; each holds whole groups of keys), and on the
 * server the `server` strings of the views behind static stubs, whose HTML the browser keeps
 * (docs/decisions/0019). What hydrates sees the same words on both sides.
 */
export function PageTranslations({ lang, server, children }: { lang: Language; server?: Strings | null; children: ReactNode }) {
  const matches = useMatches();
  const error = useRouteError();
  const sources = [...matches.map((match) => stringsOf(match.data)), isRouteErrorResponse(error) ? stringsOf(error.data) : null];
  // Fixed-length dependencies (root, at most three routes, an error): a new object only when one changed.
  const [a, b, c, d, e] = [sources[0], sources[1], sources[2], sources[3], sources.at(-1)];
  const strings = useMemo(() => Object.assign({}, server, a, b, c, d, e) as Strings, [server, a, b, c, d, e]);
  return (
    <TranslationProvider lang={lang} strings={strings}>
      {children}
    </TranslationProvider>
  );
}
