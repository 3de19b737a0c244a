import { describe, expect, it } from "vitest";
import type { Language } from "~/i18n/languages";
import { DEFAULT_CURRENCY, formatCurrency } from "./currency";

/**
 * The currency rules of docs/product/sales-and-orders.md#money-formats per language, table-driven: 0 decimals for whole numbers, else 2;
 * a custom decimal count rounds up; en-US by default, Spanish formatted as es-BR; es, de
 * and fr show the currency code. Spaces and bidi marks differ between ICU versions, and
 * Arabic may use Arabic-Indic digits: both are normalised before comparing.
 */
const plain = (text: string) =>
  text
    .replace(/[\s\u00a0\u202f\u200e\u200f\u061c\u2066\u2069]/g, "")
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/\u066b/g, ".")
    .replace(/\u066c/g, ",");

type Row = [lang: Language, currency: string, whole: string, fraction: string, roundedUp: string, shown: "code" | "symbol"];

// 1499 (whole), 1499.5 (fraction, 2 decimals), 0.651 with 2 decimals (rounds UP to 0.66).
const rows: Row[] = [
  ["en", "USD", "$1,499", "$1,499.50", "$0.66", "symbol"],
  ["es", "USD", "USD1,499", "USD1,499.50", "USD0.66", "code"],
  ["es", "BRL", "BRL1,499", "BRL1,499.50", "BRL0.66", "code"],
  ["de", "EUR", "1.499EUR", "1.499,50EUR", "0,66EUR", "code"],
  ["fr", "EUR", "1499EUR", "1499,50EUR", "0,66EUR", "code"],
  ["ar", "USD", "1,499US$", "1,499.50US$", "0.66US$", "symbol"],
  ["in", "IDR", "Rp1.499", "Rp1.499,50", "Rp0,66", "symbol"],
  ["in", "USD", "US$1.499", "US$1.499,50", "US$0,66", "symbol"],
];

describe("formatCurrency per language", () => {
  it.each(rows)("%s %s: whole %s, fraction %s, rounded up %s (%s)", (lang, currency, whole, fraction, roundedUp, shown) => {
    expect(plain(formatCurrency(1499, { lang, currency }))).toBe(whole);
    expect(plain(formatCurrency(1499.5, { lang, currency }))).toBe(fraction);
    expect(plain(formatCurrency(0.651, { lang, currency, decimals: 2 }))).toBe(roundedUp);
    expect(plain(formatCurrency(1, { lang, currency })).includes(currency)).toBe(shown === "code");
  });

  it.each([
    [41.58, undefined, "$41.58"],
    [41.5, undefined, "$41.50"],
    [41, undefined, "$41"],
    [41.001, undefined, "$41.00"],
    [1.361, 2, "$1.37"],
    [1.36, 2, "$1.36"],
    [1.3, 0, "$2"],
    [0.1 + 0.2, 1, "$0.3"],
    [1.1 * 3, 1, "$3.3"], // 3.3000000000000003: binary noise is not rounded up
    [0, 2, "$0.00"],
    [499 / 365, 3, "$1.368"],
  ])("en-US: %s with decimals %s → %s", (amount, decimals, expected) => {
    expect(formatCurrency(amount, { decimals })).toBe(expected);
  });

  it("keeps a Latin currency symbol in one piece in right-to-left text (Arabic)", () => {
    expect(formatCurrency(24.92, { lang: "ar" })).toMatch(/\u2066US\$\u2069/);
    expect(formatCurrency(24.92, { lang: "en" })).not.toMatch(/[\u2066\u2069]/);
  });

  it("defaults to USD in en-US", () => {
    expect(DEFAULT_CURRENCY).toBe("USD");
    expect(formatCurrency(1234.5)).toBe("$1,234.50");
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])("rejects %s", (amount) => {
    expect(() => formatCurrency(amount)).toThrow(RangeError);
  });

  it("rejects an unknown currency code", () => {
    expect(() => formatCurrency(1, { currency: "US" })).toThrow(RangeError);
  });
});
