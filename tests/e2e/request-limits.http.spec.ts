import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { ipFor } from "./affiliate-fixtures";
import { visibleHtml } from "./html";

/**
 * Limits wherever a visitor can make the server work or send mail (docs/decisions/0031): each
 * refused request is a 429 with `Retry-After`, answered before any rendering — a short page in
 * the URL's language for pages and forms, a JSON reason for endpoints — and other visitors are
 * unaffected. Every test is a visitor of its own (the e2e servers trust X-Forwarded-For), so
 * no test spends another's budget.
 */
const LANDING = "/masterclass/three-breath-reset";

const visitor = (ip: string) => ({ "X-Forwarded-For": ip });
/** A second visitor next to `ip` (its last octet moved on). */
const neighbour = (ip: string) => ip.replace(/\.(\d+)$/, (_m, last: string) => `.${(Number(last) + 1) % 256}`);

function expectRefused(response: APIResponse, maxRetryAfterS: number) {
  expect(response.status()).toBe(429);
  const retryAfter = Number(response.headers()["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxRetryAfterS);
  expect(response.headers()["cache-control"]).toBe("private, no-store");
}

const formIn = (html: string) => /<form[^>]*>[\s\S]*?<\/form>/.exec(html.slice(html.indexOf('data-block="registration_form"')))?.[0] ?? "";
const optionsOf = (form: string, name: string) =>
  [...(new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(form)?.[1] ?? "").matchAll(/<option[^>]*value="([^"]*)"/g)].map(
    (m) => m[1] ?? "",
  );

/**
 * The registration form's fields, complete, with a dated day and one of its times (as a visitor
 * without JavaScript gets them: "Show times" for the last day offered, sent from a client of
 * its own so that it spends no test's budget), and the form's HTML.
 */
async function registrationForm(request: APIRequestContext, path: string, ip: string) {
  const form = formIn(await (await request.get(path, { headers: visitor(ip) })).text());
  const block = /name="_block" value="([^"]+)"/.exec(form)?.[1] ?? "";
  const day =
    optionsOf(form, "day")
      .filter((value) => /^\d{4}-/.test(value))
      .at(-1) ?? "";
  const shown = await request.post(path, {
    form: { _block: block, intent: "showTimes", day, timeZone: "UTC" },
    headers: visitor(`198.19.250.${Math.floor(Math.random() * 250)}`),
  });
  const timeslots = optionsOf(formIn(await shown.text()), "timeslot").filter((value) => /^\d{4}-/.test(value));
  const timeslot = timeslots[0] ?? "";
  expect(block && day && timeslot, "the page holds the registration form with an offered slot").toBeTruthy();
  const action = (/<form[^>]*action="([^"]+)"/.exec(form)?.[1] ?? "").replaceAll("&amp;", "&");
  return {
    form,
    action,
    timeslots,
    fields: { _block: block, intent: "register", day, timeslot, timeZone: "UTC", name: "Ada Lovelace", email: "", phoneCountry: "US", phone: "415 555 0142" },
  };
}

const registrationsOf = async (request: APIRequestContext, email: string) =>
  ((await (await request.get("/__sandbox/registrations")).json()) as { email: string }[]).filter((r) => r.email.trim().toLowerCase() === email.toLowerCase())
    .length;

const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;

test.describe("webinar registration", () => {
  test("thirty posts from one address meet a 429 at the front door, in the page's language, before any page", async ({ request }, testInfo) => {
    const ip = ipFor(testInfo);
    const { action, fields } = await registrationForm(request, `/de${LANDING}`, ip);
    // Without JavaScript the form posts to its page with the form's mark: the front door knows it by its URL.
    expect(action).toBe(`/de${LANDING}?form=registration`);
    const statuses: number[] = [];
    let last: APIResponse | null = null;
    for (let i = 0; i < 30; i += 1) {
      // Incomplete posts: counted all the same, and no attendee is created.
      last = await request.post(action, { form: { ...fields, name: "" }, headers: visitor(ip), maxRedirects: 0 });
      statuses.push(last.status());
    }
    expect(statuses.slice(0, 10).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(10)).toEqual(Array<number>(20).fill(429));
    expectRefused(last!, 600);
    const html = await last!.text();
    expect(html).toContain("Gerade zu viele Anmeldungen");
    expect(html).toContain("Bitte versuche es in 10 Minuten erneut.");
    expect(html).not.toContain('name="_block"');
    expect(html).not.toMatch(/<script/i);

    // A post without the mark is refused by the action, in the form, with the page around it.
    const unmarked = await request.post(`/de${LANDING}`, { form: fields, headers: visitor(ip), maxRedirects: 0 });
    expect(unmarked.status()).toBe(429);
    expect(await unmarked.text()).toContain('name="_block"');
    // A JavaScript submission is refused by the action, with the form's message.
    const fetched = await request.post(`/de${LANDING}.data`, { form: fields, headers: visitor(ip), maxRedirects: 0 });
    expect(fetched.status()).toBe(429);
    expect(await fetched.text()).toContain("registration.rateLimited");
    // Another visitor registers as usual.
    const other = await request.post(`/de${LANDING}`, {
      form: { ...fields, email: uniqueEmail("neighbour") },
      headers: visitor(neighbour(ip)),
      maxRedirects: 0,
    });
    expect(other.status()).toBe(302);
  });

  test("a registered address may choose a new time ten times a day, whoever sends it; the next change is refused in the form", async ({
    request,
  }, testInfo) => {
    const ip = ipFor(testInfo);
    const { fields, timeslots } = await registrationForm(request, LANDING, ip);
    expect(timeslots.length, "the day offers two times to move between").toBeGreaterThan(1);
    const email = uniqueEmail("often");
    // Each from another visitor, the address written differently: it is one address. The first
    // registers, the next ten move the seat (more than the five new registrations an address may make).
    const spellings = [email, ` ${email.toUpperCase()}`, `${email} `, email.replace(/^o/, "O"), email, ` ${email}`];
    const statuses: number[] = [];
    let last: APIResponse | null = null;
    for (let i = 0; i < 12; i += 1) {
      last = await request.post(LANDING, {
        form: { ...fields, email: spellings[i % spellings.length]!, timeslot: timeslots[i % 2]! },
        headers: visitor(`198.19.${i + 10}.${(Date.now() >> 4) % 250}`),
        maxRedirects: 0,
      });
      statuses.push(last.status());
    }
    expect(statuses).toEqual([...Array<number>(11).fill(302), 429]);
    expectRefused(last!, 86_400);
    const page = visibleHtml(await last!.text());
    expect(page).toContain("You have changed the time for this email address many times today.");
    expect(page).toContain('name="name"');
    expect(page).toContain('value="Ada Lovelace"');
    expect(await registrationsOf(request, email)).toBe(11);
  });

  test("the honeypot is hidden from people and assistive technology; filled, it creates no attendee", async ({ request }, testInfo) => {
    const ip = ipFor(testInfo);
    const { form, fields } = await registrationForm(request, LANDING, ip);
    const trap = /<div aria-hidden="true" class="sr-only"><label>[^<]*<input type="text" name="website"[^>]*><\/label><\/div>/.exec(form)?.[0] ?? "";
    expect(trap).toContain('tabindex="-1"');
    expect(trap).toMatch(/autocomplete="off"/i);
    const email = uniqueEmail("bot");
    const refused = await request.post(LANDING, { form: { ...fields, email, website: "https://spam.example" }, headers: visitor(ip), maxRedirects: 0 });
    expect(refused.status()).toBe(400);
    expect(visibleHtml(await refused.text())).toContain("Your registration could not be accepted. Please try again without filling in hidden fields.");
    // The same post with the field empty registers: the refusal was the honeypot's.
    const accepted = await request.post(LANDING, { form: { ...fields, email: uniqueEmail("person"), website: "" }, headers: visitor(ip), maxRedirects: 0 });
    expect(accepted.status()).toBe(302);
    expect(await registrationsOf(request, email)).toBe(0);
  });
});

test.describe("endpoints answer 429 with a JSON reason past their limits", () => {
  const cases = [
    { path: "/storyblok-api/order-summary", limit: 30, windowS: 600, data: { subscriptionId: "0000000000000000" } },
    { path: "/api/attendee/update_status", limit: 60, windowS: 600, data: { attendee: { uuid: "00000000-0000-4000-8000-000000000000", status: "joined" } } },
  ];
  for (const { path, limit, windowS, data } of cases) {
    test(`${path}: ${limit} posts per client in ${windowS / 60} minutes`, async ({ request }, testInfo) => {
      const ip = ipFor(testInfo);
      const post = (from: string) => request.post(path, { data, headers: visitor(from) });
      const answers = await Promise.all(Array.from({ length: limit }, () => post(ip)));
      expect(answers.map((answer) => answer.status()).filter((status) => status === 429)).toEqual([]);
      const refused = await post(ip);
      expectRefused(refused, windowS);
      expect(await refused.json()).toEqual({ error: expect.stringContaining("Too many") });
      expect((await post(neighbour(ip))).status()).not.toBe(429);
    });
  }
});

test("sign-in and its callback answer 429 past their limits, in the URL's language", async ({ request }, testInfo) => {
  const ip = ipFor(testInfo);
  const get = (path: string, from = ip) => request.get(path, { headers: visitor(from), maxRedirects: 0 });
  const logins = await Promise.all(Array.from({ length: 60 }, () => get("/login?returnTo=%2F")));
  expect(logins.map((answer) => answer.status()).filter((status) => status !== 302)).toEqual([]);
  const login = await get("/de/login?returnTo=%2Fde");
  expectRefused(login, 60);
  expect(await login.text()).toContain("Gerade zu viele Anfragen");

  const callbacks = await Promise.all(Array.from({ length: 20 }, () => get("/pagebuilder-auth-redirect?code=abc&state=forged")));
  expect(callbacks.map((answer) => answer.status()).filter((status) => status !== 302)).toEqual([]);
  const callback = await get("/fr/pagebuilder-auth-redirect?code=abc&state=forged");
  expectRefused(callback, 60);
  expect(await callback.text()).toContain("Trop de requêtes pour le moment");
  expect((await get("/login?returnTo=%2F", neighbour(ip))).status()).toBe(302);
});

test("a burst of unknown pages from one client is refused for the rest of the minute; others are unaffected", async ({ request }, testInfo) => {
  const ip = ipFor(testInfo);
  const get = (path: string, from = ip) => request.get(path, { headers: visitor(from), maxRedirects: 0 });
  const tag = `${Date.now().toString(36)}${testInfo.project.name}`;
  // 120 a minute; the 121st finds the client over the limit (each an address of its own: a repeated one costs no Storyblok call and is not counted).
  const misses = await Promise.all(Array.from({ length: 121 }, (_, i) => get(`/no-such-page-${tag}-${i}`)));
  expect(misses.map((answer) => answer.status()).filter((status) => status !== 404)).toEqual([]);
  // Past the limit: every page, known or not, until the minute is over.
  for (const path of [`/no-such-page-${tag}-x`, "/programs/inner-compass", `/ru${LANDING}`]) {
    const refused = await get(path);
    expectRefused(refused, 60);
    expect(await refused.text()).not.toContain("<script");
  }
  expect(await (await get(`/ru/no-such-page-${tag}`)).text()).toContain("Слишком много запросов");
  // Another client: a 404 and the page, as ever.
  expect((await get(`/no-such-page-${tag}-y`, neighbour(ip))).status()).toBe(404);
  expect((await get("/programs/inner-compass", neighbour(ip))).status()).toBe(200);
});
