import { describe, expect, it } from "vitest";
import { dateTimeFormat, numberFormat } from "./intl";

describe("shared Intl formatters", () => {
  it("creates a formatter once per locale and options and formats like a new one", () => {
    const euros = numberFormat("de-DE", { style: "currency", currency: "EUR" });
    expect(numberFormat("de-DE", { style: "currency", currency: "EUR" })).toBe(euros);
    expect(euros.format(1234.5)).toBe(new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).format(1234.5));
    expect(numberFormat("de-DE", { style: "currency", currency: "USD" })).not.toBe(euros);
    expect(numberFormat("en-US")).not.toBe(numberFormat("de-DE"));
  });

  it("keeps zones apart", () => {
    const instant = new Date("2026-11-23T10:30:00Z");
    expect(dateTimeFormat("en-US", { timeZone: "Asia/Tokyo", hour: "numeric" }).format(instant)).toBe("7 PM");
    expect(dateTimeFormat("en-US", { timeZone: "UTC", hour: "numeric" }).format(instant)).toBe("10 AM");
  });
});
