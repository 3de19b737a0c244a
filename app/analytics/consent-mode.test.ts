import { beforeEach, describe, expect, it, vi } from "vitest";

/** The data layer as plain values: gtag commands (Arguments objects) as arrays. */
const entries = () =>
  (globalThis.window.dataLayer ?? []).map((entry) =>
    Object.prototype.toString.call(entry) === "[object Arguments]" ? Array.from(entry as ArrayLike<unknown>) : entry,
  );

describe("consent mode", () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal("window", {});
  });

  it("pushes the denied defaults once, with wait_for_update, as a gtag command", async () => {
    const { setConsentDefaults } = await import("./consent-mode");
    setConsentDefaults();
    setConsentDefaults();
    expect(entries()).toEqual([
      ["consent", "default", { ad_storage: "denied", analytics_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", wait_for_update: 500 }],
    ]);
    expect(Object.prototype.toString.call(window.dataLayer![0])).toBe("[object Arguments]");
  });

  it("sends the choice as an update after the defaults: analytics alone, ads alone", async () => {
    const { updateConsentMode } = await import("./consent-mode");
    updateConsentMode({ analytics: true, ads: false });
    updateConsentMode({ analytics: false, ads: true });
    expect(entries().map((entry) => (entry as unknown[]).slice(0, 2).join(" "))).toEqual(["consent default", "consent update", "consent update"]);
    expect(entries()[1]).toEqual([
      "consent",
      "update",
      { ad_storage: "denied", analytics_storage: "granted", ad_user_data: "denied", ad_personalization: "denied" },
    ]);
    expect(entries()[2]).toEqual([
      "consent",
      "update",
      { ad_storage: "granted", analytics_storage: "denied", ad_user_data: "granted", ad_personalization: "granted" },
    ]);
  });
});
