import { z } from "zod";
import { defaultSandboxAssetPort, storyblokAssetOrigin } from "./domain/delivery/asset-origins";
import { cachingVariables } from "./env/caching.server";
import { requestVariables } from "./env/requests.server";
import { SANDBOX_CREDENTIALS, SANDBOX_SECRETS, sandboxDefaults, sandboxVariables } from "./env/sandbox.server";
import { DOMAINS, upstreamVariables } from "./env/upstreams.server";

/**
 * Server configuration, validated with zod once at start, one part per area: the upstreams
 * (`env/upstreams.server.ts`), requests and sessions (`env/requests.server.ts`), caching and the
 * CDN (`env/caching.server.ts`) and the sandbox (`env/sandbox.server.ts`).
 *
 * With `MOCKS=true` the sandbox answers every upstream, so credentials get sandbox values.
 * Without it, a missing required variable stops the server with a message naming it.
 */
const baseSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** The sandbox answers for every upstream: exactly `true` or `false` (a typo must not half-mount it). */
    MOCKS: z
      .enum(["true", "false"], { errorMap: () => ({ message: "must be true or false" }) })
      .default("false")
      .transform((v) => v === "true"),
    APP_ENV: z.enum(["production", "dev"]).default("production"),
    /**
     * Sandbox only: the port of the second origin that serves the sandbox's Storyblok and platform
     * assets, so pages load them cross-origin as in production (default PORT + 1000).
     */
    SANDBOX_ASSET_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  })
  .transform((env) => ({ ...env, SANDBOX_ASSET_PORT: env.SANDBOX_ASSET_PORT ?? defaultSandboxAssetPort(env.PORT) }))
  .refine((env) => env.SANDBOX_ASSET_PORT !== env.PORT, { message: "must differ from PORT", path: ["SANDBOX_ASSET_PORT"] });

const upstreamSchema = z.object({ ...upstreamVariables, ...requestVariables, ...cachingVariables, ...sandboxVariables });

export type Env = z.infer<typeof baseSchema> & z.infer<typeof upstreamSchema>;

/** Thrown when the environment is invalid; the message names every offending variable. */
export class EnvError extends Error {}

/**
 * Parses `source` (default `process.env`) into {@link Env}.
 * @throws {EnvError} naming each missing or malformed variable.
 */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const clean = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const base = baseSchema.safeParse(clean);
  if (!base.success) throw new EnvError(describe(base.error));
  const defaults = {
    ...DOMAINS[base.data.APP_ENV],
    STORYBLOK_ASSET_ORIGIN: storyblokAssetOrigin(clean.STORYBLOK_REGION),
    ...(base.data.MOCKS ? sandboxDefaults(base.data.SANDBOX_ASSET_PORT) : {}),
  };
  const upstream = upstreamSchema.safeParse({ ...defaults, ...clean });
  if (!upstream.success) throw new EnvError(describe(upstream.error));
  if (!base.data.MOCKS && base.data.APP_ENV === "production") {
    const published = SANDBOX_SECRETS.filter((name) =>
      String(upstream.data[name] ?? "")
        .split(",")
        .some((value) => value.trim() === SANDBOX_CREDENTIALS[name]),
    );
    if (published.length)
      throw new EnvError(
        `Invalid environment (see .env.example):\n  ${published.map((name) => `${name} is the sandbox's public value; set a secret of your own`).join("\n  ")}`,
      );
  }
  return { ...base.data, ...upstream.data };
}

/** One line per offending variable, under a heading that points to .env.example. */
function describe(error: z.ZodError): string {
  const lines = error.issues.map((issue) => {
    const name = issue.path.join(".");
    return issue.code === "invalid_type" && issue.received === "undefined" ? `${name} is missing` : `${name} ${issue.message}`;
  });
  return `Invalid environment (see .env.example):\n  ${lines.join("\n  ")}`;
}

/**
 * Hosts redirects may lead to outside the site's paths: the site's own host, the checkout's,
 * and `REDIRECT_ALLOWED_HOSTS` (no open redirects).
 */
export function redirectHosts(env: Env = getEnv()): ReadonlySet<string> {
  return new Set([new URL(env.SITE_URL).hostname, env.SECURE_CHECKOUT_HOST.replace(/:\d+$/, ""), ...env.REDIRECT_ALLOWED_HOSTS]);
}

let cached: Env | undefined;

/** The validated environment of this process (parsed on first use). */
export function getEnv(): Env {
  cached ??= parseEnv();
  return cached;
}
