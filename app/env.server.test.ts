import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

/** The least a configuration without the sandbox must name. */
const LIVE = {
  STORYBLOK_PUBLIC_TOKEN: "a",
  STORYBLOK_PREVIEW_TOKEN: "b",
  STORYBLOK_SPACE_ID: "1",
  SESSION_SECRET: "a-long-enough-session-secret-of-32+",
  AUTH0_CLIENT_ID: "c",
  AUTH0_CLIENT_SECRET: "d",
};

describe("parseEnv", () => {
  it("runs on the sandbox with no other variable", () => {
    const env = parseEnv({ MOCKS: "true" });
    expect(env.MOCKS).toBe(true);
    expect(env.PORT).toBe(3000);
    expect(env.STORYBLOK_PUBLIC_TOKEN).toBe("sandbox-public-token");
  });

  it("names every missing variable without the sandbox", () => {
    expect(() => parseEnv({})).toThrowError(EnvError);
    try {
      parseEnv({});
    } catch (error) {
      expect(String((error as Error).message)).toMatch(/STORYBLOK_PUBLIC_TOKEN is missing/);
      expect(String((error as Error).message)).toMatch(/STORYBLOK_PREVIEW_TOKEN is missing/);
      expect(String((error as Error).message)).toMatch(/STORYBLOK_SPACE_ID is missing/);
      expect(String((error as Error).message)).toMatch(/SESSION_SECRET is missing/);
    }
  });

  it("picks the environment's domains and lets each be overridden", () => {
    const base = LIVE;
    const production = parseEnv(base);
    const dev = parseEnv({ ...base, APP_ENV: "dev" });
    expect(production.PLATFORM_URL).not.toBe(dev.PLATFORM_URL);
    expect(production.AUTH0_DOMAIN).not.toBe(dev.AUTH0_DOMAIN);
    expect(parseEnv({ ...base, APP_ENV: "dev", PLATFORM_URL: "https://override.example" }).PLATFORM_URL).toBe("https://override.example");
  });

  it("rejects malformed values with the variable's name", () => {
    expect(() => parseEnv({ MOCKS: "true", PORT: "http" })).toThrowError(/PORT/);
    expect(() => parseEnv({ MOCKS: "true", SITE_URL: "not a url" })).toThrowError(/SITE_URL/);
  });

  it("trusts proxy headers only when TRUST_PROXY says so, and takes only Redis URLs", () => {
    expect(parseEnv({ MOCKS: "true" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ MOCKS: "true", TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(() => parseEnv({ MOCKS: "true", TRUST_PROXY: "yes" })).toThrowError(/TRUST_PROXY/);
    expect(parseEnv({ MOCKS: "true" }).REDIS_URL).toBeUndefined();
    expect(parseEnv({ MOCKS: "true", REDIS_URL: "rediss://default:secret@fly-cache.upstash.io:6379" }).REDIS_URL).toMatch(/^rediss:/);
    expect(() => parseEnv({ MOCKS: "true", REDIS_URL: "https://cache.example" })).toThrowError(/REDIS_URL must be a redis/);
  });

  it("bounds Auth0 token calls (default 3 s) and accepts only a host as AUTH0_DOMAIN", () => {
    expect(parseEnv({ MOCKS: "true" }).AUTH0_TIMEOUT_MS).toBe(3_000);
    expect(parseEnv({ MOCKS: "true", AUTH0_TIMEOUT_MS: "1500" }).AUTH0_TIMEOUT_MS).toBe(1_500);
    expect(() => parseEnv({ MOCKS: "true", AUTH0_TIMEOUT_MS: "soon" })).toThrowError(/AUTH0_TIMEOUT_MS/);
    expect(parseEnv({ MOCKS: "true", AUTH0_DOMAIN: "tenant.eu.auth0.com" }).AUTH0_DOMAIN).toBe("tenant.eu.auth0.com");
    expect(parseEnv({ MOCKS: "true", AUTH0_DOMAIN: "127.0.0.1:8443" }).AUTH0_DOMAIN).toBe("127.0.0.1:8443");
    for (const bad of ["https://tenant.auth0.com", "tenant.auth0.com/", "a b", "tenant.auth0.com:99999"]) {
      expect(() => parseEnv({ MOCKS: "true", AUTH0_DOMAIN: bad }), bad).toThrowError(/AUTH0_DOMAIN/);
    }
    expect(() => parseEnv({ MOCKS: "true", SANDBOX_AUTH0_FAULT: "sometimes" })).toThrowError(/SANDBOX_AUTH0_FAULT/);
  });

  it("configures the CDN: its max age, its purger, and more tracking parameters", () => {
    const plain = parseEnv({ MOCKS: "true" });
    expect([plain.CDN_MAX_AGE_S, plain.VARNISH_PURGE_URL, plain.EXTRA_TRACKING_PARAMS]).toEqual([300, undefined, []]);
    const set = parseEnv({ MOCKS: "true", CDN_MAX_AGE_S: "600", VARNISH_PURGE_URL: "http://varnish.internal:6081", EXTRA_TRACKING_PARAMS: "irclickid, awc," });
    expect([set.CDN_MAX_AGE_S, set.VARNISH_PURGE_URL, set.EXTRA_TRACKING_PARAMS]).toEqual([600, "http://varnish.internal:6081", ["irclickid", "awc"]]);
    expect(() => parseEnv({ MOCKS: "true", EXTRA_TRACKING_PARAMS: "a b" })).toThrowError(/EXTRA_TRACKING_PARAMS/);
    expect(() => parseEnv({ MOCKS: "true", CLOUDFLARE_ZONE_ID: "zone" })).toThrowError(/CLOUDFLARE_ZONE_ID/);
  });

  describe("asset origins (the CSP's image and media hosts)", () => {
    const live = LIVE;

    it("takes Storyblok's asset host from the space's region unless one is given", () => {
      expect(parseEnv(live).STORYBLOK_ASSET_ORIGIN).toEqual(["https://a.storyblok.com"]);
      expect(parseEnv({ ...live, STORYBLOK_REGION: "us" }).STORYBLOK_ASSET_ORIGIN).toEqual(["https://a-us.storyblok.com"]);
      expect(parseEnv({ ...live, STORYBLOK_REGION: "ap" }).STORYBLOK_ASSET_ORIGIN).toEqual(["https://a-ap.storyblok.com"]);
      expect(parseEnv({ ...live, STORYBLOK_REGION: "ca" }).STORYBLOK_ASSET_ORIGIN).toEqual(["https://a-ca.storyblok.com"]);
      expect(parseEnv({ ...live, STORYBLOK_REGION: "cn" }).STORYBLOK_ASSET_ORIGIN).toEqual(["https://a.storyblokchina.cn"]);
      const custom = parseEnv({ ...live, STORYBLOK_REGION: "us", STORYBLOK_ASSET_ORIGIN: "https://assets.brightpath.example/, https://a2-us.storyblok.com" });
      expect(custom.STORYBLOK_ASSET_ORIGIN).toEqual(["https://assets.brightpath.example", "https://a2-us.storyblok.com"]);
    });

    it("has the platform's image and video hosts per environment, each overridable", () => {
      const production = parseEnv(live);
      const dev = parseEnv({ ...live, APP_ENV: "dev" });
      expect(production.PLATFORM_IMAGE_ORIGIN).not.toEqual(dev.PLATFORM_IMAGE_ORIGIN);
      expect(production.PLATFORM_VIDEO_ORIGIN).not.toEqual(dev.PLATFORM_VIDEO_ORIGIN);
      const set = parseEnv({ ...live, PLATFORM_IMAGE_ORIGIN: "https://*.cloudfront.net", PLATFORM_VIDEO_ORIGIN: "https://stream.example.com:8443" });
      expect([set.PLATFORM_IMAGE_ORIGIN, set.PLATFORM_VIDEO_ORIGIN]).toEqual([["https://*.cloudfront.net"], ["https://stream.example.com:8443"]]);
    });

    it("takes only origins: https, or http on this machine; no path, no bare host", () => {
      for (const bad of ["images.example.com", "http://images.example.com", "https://images.example.com/covers", "https://", "https://a b.com", "*", ","]) {
        expect(() => parseEnv({ ...live, PLATFORM_IMAGE_ORIGIN: bad }), bad).toThrowError(/PLATFORM_IMAGE_ORIGIN must be origins/);
      }
      expect(() => parseEnv({ ...live, STORYBLOK_ASSET_ORIGIN: "https://a.storyblok.com; script-src *" })).toThrowError(/STORYBLOK_ASSET_ORIGIN/);
      expect(parseEnv({ ...live, PLATFORM_VIDEO_ORIGIN: "http://localhost:9000" }).PLATFORM_VIDEO_ORIGIN).toEqual(["http://localhost:9000"]);
    });

    it("points all three at the sandbox's second origin, 1000 above PORT unless SANDBOX_ASSET_PORT says", () => {
      const sandbox = parseEnv({ MOCKS: "true", PORT: "4173" });
      expect(sandbox.SANDBOX_ASSET_PORT).toBe(5173);
      for (const origins of [sandbox.STORYBLOK_ASSET_ORIGIN, sandbox.PLATFORM_IMAGE_ORIGIN, sandbox.PLATFORM_VIDEO_ORIGIN])
        expect(origins).toEqual(["http://localhost:5173"]);
      const chosen = parseEnv({ MOCKS: "true", PORT: "4173", SANDBOX_ASSET_PORT: "4187" });
      expect([chosen.SANDBOX_ASSET_PORT, chosen.PLATFORM_IMAGE_ORIGIN]).toEqual([4187, ["http://localhost:4187"]]);
      expect(parseEnv({ MOCKS: "true", PORT: "65000" }).SANDBOX_ASSET_PORT).toBe(64000);
      expect(() => parseEnv({ MOCKS: "true", PORT: "4173", SANDBOX_ASSET_PORT: "4173" })).toThrowError(/SANDBOX_ASSET_PORT must differ from PORT/);
    });
  });
});

describe("configuration that fails closed", () => {
  const live = LIVE;

  it("takes MOCKS only as true or false, naming it otherwise", () => {
    expect(parseEnv({ ...live, MOCKS: "false" }).MOCKS).toBe(false);
    expect(parseEnv(live).MOCKS).toBe(false);
    for (const bad of ["1", "0", "yes", "TRUE"]) expect(() => parseEnv({ MOCKS: bad }), bad).toThrowError(/MOCKS must be true or false/);
  });

  it("refuses a session secret under 32 characters and an empty entry (a trailing comma)", () => {
    expect(() => parseEnv({ ...live, SESSION_SECRET: "short-secret" })).toThrowError(/SESSION_SECRET/);
    expect(() => parseEnv({ ...live, SESSION_SECRET: `${live.SESSION_SECRET},` })).toThrowError(/SESSION_SECRET/);
    expect(() => parseEnv({ ...live, SESSION_SECRET: `${live.SESSION_SECRET}, ,${live.SESSION_SECRET}` })).toThrowError(/SESSION_SECRET/);
    expect(parseEnv({ ...live, SESSION_SECRET: `${live.SESSION_SECRET}, another-secret-long-enough-to-be-kept` }).SESSION_SECRET).toContain(",");
  });

  it("refuses the sandbox's published secrets in a production configuration, and only there", () => {
    const leaked = {
      ...live,
      SESSION_SECRET: `${live.SESSION_SECRET},sandbox-session-secret-not-for-production`,
      AUTH0_CLIENT_SECRET: "sandbox-client-secret",
    };
    expect(() => parseEnv(leaked)).toThrowError(/SESSION_SECRET is the sandbox's public value[\s\S]*AUTH0_CLIENT_SECRET is the sandbox's public value/);
    expect(parseEnv({ ...leaked, APP_ENV: "dev" }).AUTH0_CLIENT_SECRET).toBe("sandbox-client-secret");
    expect(parseEnv({ MOCKS: "true" }).SESSION_SECRET).toBe("sandbox-session-secret-not-for-production");
  });
});
