import { directionOf, type Language } from "~/i18n/languages";
import { numberFormat } from "../language/intl";
import { numberLocale } from "../language/format";

/** Default currency (docs/product/sales-and-orders.md). */
export const DEFAULT_CURRENCY = "USD";

/** Languages whose prices show the ISO currency code instead of a symbol (docs/product/sales-and-orders.md). */
const CODE_DISPLAY: ReadonlySet<Language> = new Set(["es", "de", "fr"]);

export interface CurrencyOptions {
  /** ISO 4217 code; default USD. */
  currency?: string;
  /** Interface language; default en (formats as en-US). */
  lang?: Language;
  /** Fixed number of decimals; the amount is rounded UP to it (docs/product/sales-and-orders.md). */
  decimals?: number;
}

/**
 * Formats an amount in whole currency units (49.99 = forty-nine dollars ninety-nine, not
 * cents) per docs/product/sales-and-orders.md#money-formats: 0 decimals for whole numbers, else 2; a custom decimal count rounds
 * up; en-US by default, Spanish as es-BR; es, de and fr show the currency code.
 * @throws RangeError for an unknown currency code or a non-finite amount.
 */
export function formatCurrency(amount: number, { currency = DEFAULT_CURRENCY, lang = "en", decimals }: CurrencyOptions = {}): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a finite amount: ${amount}`);
  let digits: number;
  let value = amount;
  if (decimals !== undefined) {
    digits = Math.max(0, Math.min(20, Math.trunc(decimals)));
    const factor = 10 ** digits;
    // Round up at the requested precision; the small epsilon absorbs binary noise (0.1 + 0.2).
    value = Math.ceil(amount * factor - 1e-9) / factor;
    // ceil(-1e-9) is -0, which would print as "-$0.00".
    if (Object.is(value, -0)) value = 0;
  } else {
    digits = Number.isInteger(amount) ? 0 : 2;
  }
  const format = numberFormat(numberLocale(lang), {
    style: "currency",
    currency,
    currencyDisplay: CODE_DISPLAY.has(lang) ? "code" : "symbol",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  if (directionOf(lang) === "ltr") return format.format(value);
  // In right-to-left text a Latin symbol such as "US$" would be split by the bidi algorithm
  // ("$US"): isolate it as one left-to-right unit (LRI … PDI).
  return format
    .formatToParts(value)
    .map((part) => (part.type === "currency" ? `\u2066${part.value}\u2069` : part.value))
    .join("");
}
