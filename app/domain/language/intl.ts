import { memoize, strategies, type MemoizeFunc } from "@formatjs/fast-memoize";

/**
 * `Intl` formatters, each created once per locale and options and then reused (formatjs'
 * memoizer, as react-intl does). Creating one loads locale data: from ~0.05 ms to several ms
 * each, which a catalogue of cards paid per card and field, on the server for every render
 * and in the browser during hydration. Formatters are immutable, so sharing
 * them is safe. Keys are the arguments: call these only with options from code, not with
 * values from requests (a zone from a cookie is validated first).
 */
function shared<A extends unknown[], R>(create: (...args: A) => R): (...args: A) => R {
  return memoize(create, { strategy: strategies.variadic as MemoizeFunc<(...args: A) => R> });
}

export const numberFormat = shared((locale: string, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options));
export const dateTimeFormat = shared((locale: string, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options));
export const displayNames = shared((locale: string, options: Intl.DisplayNamesOptions) => new Intl.DisplayNames([locale], options));
export const listFormat = shared((locale: string, options?: Intl.ListFormatOptions) => new Intl.ListFormat(locale, options));
