// A signed-in member's Cookie header for `npm run bench`: the sandbox identity provider's round trip
// as a browser without JavaScript makes it (tests/e2e/cookie-jar.ts does the same for the tests).

/** `name=value` of each Set-Cookie line of `response`, into `jar` (a cleared cookie removed). */
function take(jar, response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const at = pair.indexOf("=");
    const name = pair.slice(0, at);
    const value = pair.slice(at + 1);
    if (value) jar.set(name, value);
    else jar.delete(name);
  }
  return response;
}

const header = (jar) => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

/** Signs in at `base` as the sandbox's member `member` (default "membership": Lucas Moreau); resolves with the Cookie header to send. */
export async function memberCookie(base, member = "membership") {
  const jar = new Map();
  const login = take(jar, await fetch(`${base}/login?returnTo=/`, { redirect: "manual" }));
  const authorize = new URL(login.headers.get("location") ?? "", base);
  const choose = new URL("/__sandbox/auth0/continue", base);
  for (const key of ["state", "redirect_uri", "code_challenge"]) choose.searchParams.set(key, authorize.searchParams.get(key) ?? "");
  choose.searchParams.set("member", member);
  const chosen = take(jar, await fetch(choose, { redirect: "manual", headers: { Cookie: header(jar) } }));
  const callback = new URL(chosen.headers.get("location") ?? "", base);
  take(jar, await fetch(callback, { redirect: "manual", headers: { Cookie: header(jar) } }));
  return header(jar);
}
