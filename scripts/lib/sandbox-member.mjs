// Signs a sandbox member in through the sandbox's Auth0 (`/login`, the member chooser, the
// callback), as a browser would, for scripts and tests that need a member's requests.

/**
 * Signs in at `base` (the site, or a proxy in front of it that passes cookies) as the sandbox
 * member `member` (sandbox/auth0: "membership", …) and returns the Cookie header of the session.
 * `headers` go with every request. Throws when no session cookie comes back.
 * @param {string} base
 * @param {{ member?: string; headers?: Record<string, string> }} [options]
 * @returns {Promise<string>}
 */
export async function signInSandboxMember(base, { member = "membership", headers = {} } = {}) {
  /** @type {Record<string, string>} */
  const jar = {};
  /** @param {Response} response */
  const take = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      jar[pair.slice(0, at)] = pair.slice(at + 1);
    }
  };
  const cookie = () =>
    Object.entries(jar)
      .filter(([, value]) => value)
      .map(([name, value]) => `${name}=${value}`)
      .join("; ");
  const login = await fetch(`${base}/login?returnTo=%2F`, { redirect: "manual", headers });
  take(login);
  const authorize = new URL(login.headers.get("location") ?? "", base);
  const choose = new URL("/__sandbox/auth0/continue", base);
  for (const key of ["state", "redirect_uri", "code_challenge"]) choose.searchParams.set(key, authorize.searchParams.get(key) ?? "");
  choose.searchParams.set("member", member);
  const chosen = await fetch(choose, { redirect: "manual", headers });
  // The callback at `base`, whatever host the identity provider named (a proxy in front keeps the state cookie).
  const callback = new URL(chosen.headers.get("location") ?? "", base);
  take(await fetch(`${base}${callback.pathname}${callback.search}`, { redirect: "manual", headers: { ...headers, Cookie: cookie() } }));
  if (!jar["__Host-session"]) throw new Error(`the sandbox member "${member}" could not sign in at ${base}`);
  return cookie();
}
