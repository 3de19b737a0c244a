import { afterEach, describe, expect, it, vi } from "vitest";
import { LANGUAGES } from "~/i18n/languages";

/** The module with a fresh environment (getEnv parses once per module instance). */
async function localeCookieWith(name: string | undefined) {
  vi.resetModules();
  vi.stubEnv("LOCALE_COOKIE_NAME", name);
  return import("./locale-cookie.server");
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the locale cookie", () => {
  it.each(LANGUAGES)("gives back %s after the language switcher set it, among other cookies", async (lang) => {
    const { readLocaleCookie, serializeLocaleCookie } = await localeCookieWith("locale");
    const setCookie = await serializeLocaleCookie(lang);
    const pair = setCookie?.split(";")[0];
    expect(pair).toMatch(/^locale=/);
    expect(await readLocaleCookie(`other=1; ${pair}; theme=dark`)).toBe(lang);
  });

  it("asks for the language of a regional or upper-case value, and for English when it names none of the ten", async () => {
    const { readLocaleCookie } = await localeCookieWith("locale");
    const encoded = (value: unknown) => `locale=${encodeURIComponent(btoa(JSON.stringify(value)))}`;
    expect(await readLocaleCookie(encoded("de-AT"))).toBe("de");
    expect(await readLocaleCookie(encoded("FR"))).toBe("fr");
    expect(await readLocaleCookie(encoded("xx"))).toBe("en");
    expect(await readLocaleCookie(encoded(42))).toBe("en");
    expect(await readLocaleCookie("locale=%00not-base64")).toBe("en");
    expect(await readLocaleCookie("theme=dark")).toBe("en");
    expect(await readLocaleCookie(null)).toBeNull();
  });

  it("is not read or written when no cookie name is configured", async () => {
    const configured = await localeCookieWith("locale");
    const pair = (await configured.serializeLocaleCookie("de"))?.split(";")[0] ?? "";
    const { localeCookieEnabled, readLocaleCookie, serializeLocaleCookie } = await localeCookieWith(undefined);
    expect(localeCookieEnabled()).toBe(false);
    expect(await serializeLocaleCookie("de")).toBeNull();
    expect(await readLocaleCookie(pair)).toBeNull();
  });
});
