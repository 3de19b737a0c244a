import { expect, test, type APIRequestContext } from "@playwright/test";
import { affiliateForm, application, ipFor, SSN } from "./affiliate-fixtures";
import { LANGUAGES, uiString } from "./locales";

/**
 * The affiliate application over plain HTTP, as a browser without JavaScript posts it
 * (docs/product/affiliates.md): statuses, values kept, the social security number never echoed,
 * Post/Redirect/Get, the honeypot and the per-IP limit.
 */

const PAGE = "/affiliates/apply";

async function form(request: APIRequestContext): Promise<{ uid: string; action: string }> {
  const found = affiliateForm(await (await request.get(PAGE)).text());
  expect(found, "the page holds the affiliate form").toBeTruthy();
  return found ?? { uid: "", action: PAGE };
}

/** Posts `fields` as a browser without JavaScript does: to the form's action, with its `_block`. */
async function post(request: APIRequestContext, ip: string, fields: Record<string, string>) {
  const { uid, action } = await form(request);
  return request.post(action, { form: { _block: uid, ...fields }, headers: { "x-forwarded-for": ip }, maxRedirects: 0 });
}

async function received(request: APIRequestContext, email: string) {
  const list = (await (await request.get("/__sandbox/affiliate-applications")).json()) as { email: string; hasSocialSecurity: boolean }[];
  return list.filter((row) => row.email === email.toLowerCase());
}

test("a complete application is sent once and answered with a redirect to the confirmation", async ({ request }, testInfo) => {
  const fields = application();
  const response = await post(request, ipFor(testInfo), fields);
  expect(response.status()).toBe(303);
  expect(response.headers().location).toBe(`${PAGE}?application=received`);
  expect(await received(request, fields.email ?? "")).toEqual([expect.objectContaining({ hasSocialSecurity: true })]);

  const confirmation = await request.get(`${PAGE}?application=received`);
  expect(confirmation.status()).toBe(200);
  const html = await confirmation.text();
  expect(html).toContain("Thank you, your application is in!");
  // Reloading the confirmation is a GET: nothing is sent again.
  await request.get(`${PAGE}?application=received`);
  expect(await received(request, fields.email ?? "")).toHaveLength(1);
});

test("invalid fields answer 400 with their messages, keep every value but the social security number", async ({ request }, testInfo) => {
  const fields = application({ email: "not-an-email", telephone: "12", website1: "ftp://files.example.com", websiteCategory: "other", listSize: "lots" });
  const response = await post(request, ipFor(testInfo), fields);
  expect(response.status()).toBe(400);
  const html = await response.text();
  expect(html).toContain("Please check the highlighted fields: your answers are still here.");
  expect(html).toContain("Please enter a valid email address, like name@example.com.");
  expect(html).toContain("This phone number doesn’t look right for the selected country.");
  expect(html).toContain("Please enter a web address starting with http:// or https://.");
  expect(html).toContain("Please tell us a little more.");
  expect(html).toContain("Please enter a whole number, 0 or more.");
  // Kept values, shown again in their fields.
  for (const value of ["Zoë", "Okonkwo-Lindqvist", "not-an-email", "Calm Harbor Media", "500 Harrison St", "ftp://files.example.com", "lots"]) {
    expect(html).toContain(`value="${value}"`);
  }
  expect(html).toMatch(/<textarea[^>]*>Happy to run a masterclass for my readers\.<\/textarea>/);
  expect(html).not.toContain(SSN);
  expect(html).not.toContain(SSN.replace(/-/g, ""));
});

test("a missing required field is named; an 'Other' choice requires its text", async ({ request }, testInfo) => {
  const response = await post(request, ipFor(testInfo), application({ firstName: "", hearAboutUs: "other", hearAboutUsOther: "" }));
  expect(response.status()).toBe(400);
  const html = await response.text();
  expect(html).toMatch(/<p id="[^"]+-error"[^>]*>Enter your first name\.<\/p>/);
  expect(html).toContain("Please tell us a little more.");
  expect(html).not.toContain(SSN);
});

test("without JavaScript too, each empty required field says what it needs, in every language", async ({ request }, testInfo) => {
  for (const [index, lang] of LANGUAGES.entries()) {
    const path = lang === "en" ? PAGE : `/${lang}${PAGE}`;
    const found = affiliateForm(await (await request.get(path)).text());
    expect(found, `${path} holds the affiliate form`).toBeTruthy();
    const fields = application({ firstName: "", email: "", telephone: "", website1: "", mainPromotionalMethod: "" });
    // One client address per language: the form's per-address limit is not what this test is about.
    const ip = ipFor(testInfo).replace(/\.\d+$/, `.${index + 1}`);
    const response = await request.post(found!.action, { form: { _block: found!.uid, ...fields }, headers: { "x-forwarded-for": ip }, maxRedirects: 0 });
    expect(response.status(), path).toBe(400);
    const html = await response.text();
    // The messages shown at the fields (the page's data carries every form string besides).
    const shown = [...html.matchAll(/<p id="[^"]+-error"[^>]*>([^<]*)<\/p>/g)].map((match) => match[1]);
    for (const key of ["firstName", "email", "phone", "website", "mainPromotionalMethod"]) {
      expect(shown, `${path}: form.missing.${key}`).toContain(escapeHtml(uiString(lang, `form.missing.${key}`)));
    }
    expect(shown, path).not.toContain(escapeHtml(uiString(lang, "form.required")));
  }
});

test("the platform's refusal shows at its field, values kept", async ({ request }, testInfo) => {
  const fields = application({ website1: "https://shop.blocked.example/" });
  const response = await post(request, ipFor(testInfo), fields);
  expect(response.status()).toBe(400);
  const html = await response.text();
  expect(html).toContain("We cannot accept applications for this website.");
  expect(html).toContain('value="https://shop.blocked.example/"');
  expect(html).not.toContain(SSN);
  expect(await received(request, fields.email ?? "")).toEqual([]);
});

test("the platform failing answers 503 with a retry message and every value but the SSN", async ({ request }, testInfo) => {
  const fields = application({ company: "sandbox-fail-500 Studio" });
  const response = await post(request, ipFor(testInfo), fields);
  expect(response.status()).toBe(503);
  const html = await response.text();
  expect(html).toContain("We couldn’t send your application right now. Everything you entered is still here: please try again in a moment.");
  expect(html).toContain('value="sandbox-fail-500 Studio"');
  expect(html).toContain(`value="${fields.email}"`);
  expect(html).not.toContain(SSN);
});

test("the platform timing out answers 503 too, values kept, nothing received", async ({ request }, testInfo) => {
  const fields = application({ company: "sandbox-fail-timeout Studio" });
  const response = await post(request, ipFor(testInfo), fields);
  expect(response.status()).toBe(503);
  const html = await response.text();
  expect(html).toContain('value="sandbox-fail-timeout Studio"');
  expect(html).not.toContain(SSN);
  expect(await received(request, fields.email ?? "")).toEqual([]);
});

test("a filled honeypot is refused with 400 and nothing is sent", async ({ request }, testInfo) => {
  const fields = application({ nickname: "bot" });
  const response = await post(request, ipFor(testInfo), fields);
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain("Your application could not be accepted.");
  expect(await received(request, fields.email ?? "")).toEqual([]);
});

test("more than five applications from one IP in ten minutes are refused with 429", async ({ request }, testInfo) => {
  const ip = ipFor(testInfo);
  const statuses: number[] = [];
  for (let i = 0; i < 5; i += 1) statuses.push((await post(request, ip, application({ email: "" }))).status());
  expect(statuses).toEqual([400, 400, 400, 400, 400]);
  const fields = application();
  const refused = await post(request, ip, fields);
  // Refused at the front door, before the page: seconds left of the 10 minutes.
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(500);
  expect(Number(refused.headers()["retry-after"])).toBeLessThanOrEqual(600);
  const html = await refused.text();
  expect(html).toContain("You have sent several applications in a short time. Please try again in 10 minutes.");
  expect(html).not.toContain(SSN);
  expect(await received(request, fields.email ?? "")).toEqual([]);
  // Another visitor is not affected.
  expect((await post(request, `${ip.split(".").slice(0, 3).join(".")}.${(Number(ip.split(".")[3]) + 1) % 256}`, application())).status()).toBe(303);
});

test("the form's plain-HTML action is its page with the affiliate post mark", async ({ request }) => {
  expect((await form(request)).action).toBe(`${PAGE}?form=affiliate`);
});

test("over the limit, a post without the mark is refused by the action: 429, values kept but the social security number, nothing sent", async ({
  request,
}, testInfo) => {
  const ip = ipFor(testInfo);
  const { uid } = await form(request);
  const unmarked = (fields: Record<string, string>) =>
    request.post(PAGE, { form: { _block: uid, ...fields }, headers: { "x-forwarded-for": ip }, maxRedirects: 0 });
  for (let i = 0; i < 5; i += 1) expect((await unmarked(application({ email: "" }))).status()).toBe(400);
  const fields = application({ company: "Unmarked Studio" });
  const refused = await unmarked(fields);
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(500);
  const html = await refused.text();
  expect(html).toContain("You have sent several applications in a short time. Please wait a few minutes and try again.");
  expect(html).toContain('value="Unmarked Studio"');
  expect(html).not.toContain(SSN);
  expect(await received(request, fields.email ?? "")).toEqual([]);
});

test("a post naming no block on the page answers 400 with a reason", async ({ request }) => {
  const response = await request.post(PAGE, { form: { _block: "nope", ...application() }, maxRedirects: 0 });
  expect(response.status()).toBe(400);
  expect(await response.text()).not.toContain(SSN);
});

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#x27;");
