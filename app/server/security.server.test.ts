import { describe, expect, it } from "vitest";
import { parseEnv } from "~/env.server";
import { previewTokenHash } from "~/services/storyblok-preview.server";
import { cspNonce, nextNonce, securityHeaders, sentrySecurityEndpoint } from "./security.server";

const nonceOfOneRequest = () => {
  const res = { locals: {} as { cspNonce?: string } };
  cspNonce({} as never, res as never, () => undefined);
  return res.locals.cspNonce;
};

describe("cspNonce", () => {
  it("gives every request its own 128-bit nonce, across draws from the CSPRNG", () => {
    const nonces = Array.from({ length: 2_000 }, nonceOfOneRequest);
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce!, "base64")).toHaveLength(16);
    }
  });
});

/** The headers `securityHeaders(env)` sets on one response to `url`. */
function headersFor(env: ReturnType<typeof parseEnv>, url = "/") {
  const headers: Record<string, string> = {};
  const res = {
    locals: { cspNonce: nextNonce() },
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  securityHeaders(env)({ url, originalUrl: url, headers: {} } as never, res as never, () => undefined);
  return headers;
}
const directive = (policy: string, name: string) =>
  policy
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `))
    ?.split(" ")
    .slice(1) ?? null;

describe("securityHeaders", () => {
  const hosts = {
    MOCKS: "true",
    NODE_ENV: "production",
    STORYBLOK_ASSET_ORIGIN: "https://a-us.storyblok.com",
    PLATFORM_IMAGE_ORIGIN: "https://media.example.com,https://*.cloudfront.net",
    PLATFORM_VIDEO_ORIGIN: "https://video.example.com",
  };

  it("allows images from the asset and platform image hosts, video and captions from the video and asset hosts", () => {
    const policy = headersFor(parseEnv(hosts))["content-security-policy"]!;
    expect(directive(policy, "img-src")).toEqual(
      expect.arrayContaining([
        "'self'",
        "https://a-us.storyblok.com",
        "https://media.example.com",
        "https://*.cloudfront.net",
        "https://www.googletagmanager.com",
      ]),
    );
    expect(directive(policy, "img-src")).not.toContain("https://a.storyblok.com");
    expect(directive(policy, "media-src")).toEqual(["'self'", "https://video.example.com", "https://a-us.storyblok.com"]);
    // Tags the tag manager injects come from the hosts it names (no 'strict-dynamic').
    expect(directive(policy, "script-src")).toEqual(expect.arrayContaining(["https://www.googletagmanager.com", "https://cdn.segment.com"]));
  });

  it("names each host once when they coincide (the sandbox's one second origin)", () => {
    const policy = headersFor(parseEnv({ MOCKS: "true", PORT: "4173" }))["content-security-policy"]!;
    expect(directive(policy, "img-src")!.filter((source) => source === "http://localhost:5173")).toHaveLength(1);
    expect(directive(policy, "media-src")).toEqual(["'self'", "http://localhost:5173"]);
  });

  it("reports violations to Sentry's security endpoint by report-to and report-uri when a DSN is set", () => {
    const headers = headersFor(parseEnv({ ...hosts, SENTRY_DSN: "https://abc123@o77.ingest.us.sentry.io/4501", APP_ENV: "dev" }));
    const endpoint = "https://o77.ingest.us.sentry.io/api/4501/security/?sentry_key=abc123&sentry_environment=dev";
    const policy = headers["content-security-policy"]!;
    expect(directive(policy, "report-to")).toEqual(["csp-endpoint"]);
    expect(directive(policy, "report-uri")).toEqual([endpoint]);
    expect(headers["reporting-endpoints"]).toBe(`csp-endpoint="${endpoint}"`);
  });

  it("keeps a self-hosted Sentry's path prefix and port in the endpoint", () => {
    expect(sentrySecurityEndpoint("https://k@sentry.example.com:9000/errors/12", "production")).toBe(
      "https://sentry.example.com:9000/errors/api/12/security/?sentry_key=k&sentry_environment=production",
    );
  });

  it("reports nothing without a DSN", () => {
    const headers = headersFor(parseEnv(hosts));
    expect(headers["reporting-endpoints"]).toBeUndefined();
    expect(directive(headers["content-security-policy"]!, "report-to")).toBeNull();
    expect(directive(headers["content-security-policy"]!, "report-uri")).toBeNull();
  });

  it("gives every visitor the same policy but for the nonce, so a shared page's header holds nothing personal", () => {
    const env = parseEnv({ ...hosts, SENTRY_DSN: "https://abc123@o77.ingest.sentry.io/4501" });
    const [one, two] = [headersFor(env, "/programs/inner-compass"), headersFor(env, "/programs/inner-compass")];
    const withoutNonce = (policy: string) => policy.replace(/'nonce-[^']+'/, "'nonce'");
    expect(one["content-security-policy"]).not.toBe(two["content-security-policy"]);
    expect(withoutNonce(one["content-security-policy"]!)).toBe(withoutNonce(two["content-security-policy"]!));
    expect(one["reporting-endpoints"]).toBe(two["reporting-endpoints"]);
  });

  it("sets on every page what helmet sets on the editor's preview, but for the editor's frame-ancestors", () => {
    const env = parseEnv(hosts);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const token = previewTokenHash(env.STORYBLOK_SPACE_ID, env.STORYBLOK_PREVIEW_TOKEN, Number(timestamp));
    const editor = headersFor(
      env,
      `/?_storyblok=1&_storyblok_tk[space_id]=${env.STORYBLOK_SPACE_ID}&_storyblok_tk[timestamp]=${timestamp}&_storyblok_tk[token]=${token}`,
    );
    const page = headersFor(env, "/programs/inner-compass?utm_source=x%20y");
    const comparable = (headers: Record<string, string>) => ({
      ...headers,
      "content-security-policy": headers["content-security-policy"]!.replace(/'nonce-[^']+'/, "'nonce'").replace(/frame-ancestors [^;]*/, ""),
    });
    expect(directive(editor["content-security-policy"]!, "frame-ancestors")).toEqual(["'self'", "https://app.storyblok.com"]);
    expect(directive(page["content-security-policy"]!, "frame-ancestors")).toEqual(["'self'"]);
    expect(comparable(page)).toEqual(comparable(editor));
    expect(Object.keys(page)).toEqual(expect.arrayContaining(["x-content-type-options", "referrer-policy", "cross-origin-opener-policy"]));
  });

  it("refuses powerful features the site does not use, to its pages and their frames", () => {
    const policy = headersFor(parseEnv(hosts))["permissions-policy"] ?? "";
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) expect(policy).toContain(`${feature}=()`);
    // The YouTube player's own needs stay allowed.
    for (const feature of ["autoplay", "fullscreen", "picture-in-picture"]) expect(policy).not.toContain(feature);
  });
});
