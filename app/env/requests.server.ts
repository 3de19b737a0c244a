import { z } from "zod";
import { flag, HOST, url } from "./values.server";

/** Shortest accepted session secret, in characters. */
export const MIN_SECRET_LENGTH = 32;

/**
 * The part of the environment that says how requests are trusted and answered: members'
 * sessions (secret, store), where redirects may lead, the locale cookie, the proxy in front,
 * and the query parameters that never change a page.
 */
export const requestVariables = {
  /**
   * Signs the session cookie; rotate by prepending a new secret (comma-separated, newest first).
   * Each entry holds at least 32 characters: an empty one (a trailing comma) would sign nothing.
   */
  SESSION_SECRET: z
    .string()
    .refine(
      (value) => value.split(",").every((secret) => secret.trim().length >= MIN_SECRET_LENGTH),
      `must be comma-separated secrets of at least ${MIN_SECRET_LENGTH} characters each, none empty`,
    ),
  /**
   * Hosts, besides the site's own and the checkout's, that redirects may lead to (`/redirect`,
   * page directives, countdowns): comma-separated host names. Any other external target goes
   * to the language's home page.
   */
  REDIRECT_ALLOWED_HOSTS: z
    .string()
    .default("")
    .transform((list) =>
      list
        .split(",")
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine((hosts) => hosts.every((host) => HOST.test(host)), "must be host names separated by commas"),
  /** Name of the locale cookie (docs/product/routes-and-languages.md); unset = no locale cookie. */
  LOCALE_COOKIE_NAME: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, "must be a cookie name")
    .optional(),
  /**
   * True behind exactly one trusted proxy (Fly's edge, set in fly.toml): the client IP is taken
   * from `Fly-Client-IP`, else the last `X-Forwarded-For` entry. Off (default): the socket's
   * address, and those headers are ignored — anyone can forge them.
   */
  TRUST_PROXY: flag,
  /**
   * Redis shared by every instance for rate limits and members' sessions (`redis://` or
   * `rediss://`, e.g. Upstash on Fly). Unset: limits are counted in memory and sessions kept in
   * files (`SESSION_DIR`), per instance.
   */
  REDIS_URL: url.refine((value) => /^rediss?:\/\//i.test(value), "must be a redis:// or rediss:// URL").optional(),
  /**
   * Folder of members' sessions when `REDIS_URL` is unset (one file per session; created when
   * needed). Unset: `brightpath-sessions` in the system's temporary folder.
   */
  SESSION_DIR: z.string().min(1).optional(),
  /** More ad or campaign parameters (comma-separated) that never change a page, beyond `utm_*`, `gclid`, … (app/domain/routing/page-query.ts). */
  EXTRA_TRACKING_PARAMS: z
    .string()
    .transform((list) =>
      list
        .split(",")
        .map((name) => name.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, "must be parameter names separated by commas")))
    .default(""),
};
