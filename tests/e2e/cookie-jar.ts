/**
 * A browser's cookies over plain `fetch`, for HTTP tests that sign in or follow a round trip:
 * what Set-Cookie lines set, and the Cookie header a browser would send back (cleared cookies
 * left out). No domains, paths or expiry: every test talks to one origin.
 */
export class CookieJar {
  readonly cookies: Record<string, string> = {};
  /** Every Set-Cookie line received, in order. */
  readonly lines: string[] = [];

  /** Keeps the cookies `response` sets; returns `response`. */
  take(response: Response): Response {
    this.lines.push(...response.headers.getSetCookie());
    Object.assign(this.cookies, cookiesOf(response));
    return response;
  }

  get(name: string): string | undefined {
    return this.cookies[name];
  }

  /** The Cookie header: `name=value` pairs of the cookies not cleared. */
  header(): string {
    return Object.entries(this.cookies)
      .filter(([, value]) => value !== "")
      .map(([name, value]) => `${name}=${value}`)
      .join("; ");
  }
}

/** `name=value` pairs of a response's Set-Cookie headers (cleared cookies included, empty). */
export function cookiesOf(response: Response): Record<string, string> {
  return Object.fromEntries(response.headers.getSetCookie().map((line) => (line.split(";")[0] ?? "").split(/=(.*)/s).slice(0, 2) as [string, string]));
}

/**
 * The sandbox identity provider's round trip at `base`, as a browser without JavaScript makes it,
 * choosing `member` (default "membership": Lucas Moreau), up to the callback's URL; `prefix` is a
 * language prefix of `/login` ("/de"). The jar holds the cookies set so far.
 */
export async function toCallback(base: string, { returnTo = "/trainers", member = "membership", prefix = "", jar = new CookieJar() } = {}) {
  const login = jar.take(await fetch(`${base}${prefix}/login?returnTo=${encodeURIComponent(returnTo)}`, { redirect: "manual" }));
  const authorize = new URL(login.headers.get("location") ?? "", base);
  const choose = new URL("/__sandbox/auth0/continue", base);
  for (const key of ["state", "redirect_uri", "code_challenge"]) choose.searchParams.set(key, authorize.searchParams.get(key) ?? "");
  choose.searchParams.set("member", member);
  const chosen = jar.take(await fetch(choose, { redirect: "manual" }));
  return { callback: new URL(chosen.headers.get("location") ?? "", base), jar };
}

/**
 * The whole sign-in round trip at `base` (see {@link toCallback}): the callback's answer, how long
 * it took (ms), and the jar with every cookie set on the way.
 */
export async function signInRoundTrip(base: string, options: Parameters<typeof toCallback>[1] = {}) {
  const { callback, jar } = await toCallback(base, options);
  const started = performance.now();
  const answer = jar.take(await fetch(callback, { redirect: "manual", headers: { Cookie: jar.header() } }));
  return { answer, ms: performance.now() - started, jar };
}
