import { describe, expect, it } from "vitest";
import { formatIsoDate, formatLongDate } from "./dates";
import { formatNumber, numberLocale, truncate } from "./format";
import { formatCurrency } from "../sales/currency";

const date = new Date(2026, 10, 22, 12, 0, 0);

describe("dates per language", () => {
  it("formats D Month YYYY in each language's words", () => {
    expect(formatLongDate(date, "en")).toBe("22 November 2026");
    expect(formatLongDate(date, "de")).toBe("22 November 2026");
    expect(formatLongDate(date, "fr")).toBe("22 novembre 2026");
    expect(formatLongDate(date, "ru")).toBe("22 ноября 2026");
    expect(formatLongDate("2026-03-03", "es")).toBe("3 marzo 2026");
    expect(formatLongDate(date, "in")).toBe("22 November 2026");
  });
  it("formats YYYY-MM-DD", () => {
    expect(formatIsoDate(date)).toBe("2026-11-22");
    expect(formatIsoDate("2026-01-05")).toBe("2026-01-05");
  });
  it("throws on an invalid date rather than printing garbage", () => {
    expect(() => formatLongDate("not a date", "en")).toThrow(RangeError);
  });
});

describe("numbers", () => {
  it("uses en-US for English, es-BR for Spanish and id for Indonesian", () => {
    expect(numberLocale("en")).toBe("en-US");
    expect(numberLocale("es")).toBe("es-BR");
    expect(numberLocale("in")).toBe("id");
    expect(formatNumber(1234567.5, "en")).toBe("1,234,567.5");
    // es-BR follows Latin-American Spanish (es-419) marks, unlike Spain's 1.234.567,5.
    expect(formatNumber(1234567.5, "es")).toBe("1,234,567.5");
    expect(formatNumber(1234567.5, "de")).toBe("1.234.567,5");
  });
});

describe("currency per language", () => {
  it("shows no decimals for whole amounts and two otherwise", () => {
    expect(formatCurrency(499)).toBe("$499");
    expect(formatCurrency(41.58)).toBe("$41.58");
    expect(formatCurrency(41.5)).toBe("$41.50");
  });
  it("rounds up to a custom decimal count", () => {
    expect(formatCurrency(1.361, { decimals: 2 })).toBe("$1.37");
    expect(formatCurrency(1.3, { decimals: 0 })).toBe("$2");
    expect(formatCurrency(0.1 + 0.2, { decimals: 1 })).toBe("$0.3");
  });
  it("shows the currency code in es, de and fr, Spanish formatted as es-BR", () => {
    const nbsp = /\u00a0/g;
    expect(formatCurrency(1499.5, { lang: "es" }).replace(nbsp, " ")).toBe("USD 1,499.50");
    expect(formatCurrency(49, { lang: "de", currency: "EUR" }).replace(nbsp, " ")).toBe("49 EUR");
    expect(
      formatCurrency(49, { lang: "fr", currency: "EUR" })
        .replace(nbsp, " ")
        .replace(/\u202f/g, " "),
    ).toBe("49 EUR");
    expect(formatCurrency(49, { lang: "it", currency: "EUR" }).replace(nbsp, " ")).toBe("49 €");
  });
  it("rejects amounts that are not numbers", () => {
    expect(() => formatCurrency(Number.NaN)).toThrow(RangeError);
  });
});

describe("truncate", () => {
  it("cuts long text and appends ...", () => {
    expect(truncate("Grow into the person you are becoming", 13)).toBe("Grow into the...");
    expect(truncate("short", 10)).toBe("short");
    expect(truncate("成长为你正在成为的人", 4)).toBe("成长为你...");
  });
});
