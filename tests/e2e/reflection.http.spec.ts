import { expect, test, type APIRequestContext } from "@playwright/test";
import { application, ipFor } from "./affiliate-fixtures";

/**
 * Reflected values are capped: a form page that refuses a post answers the
 * form with the visitor's values, but a value longer than any field allows does not come back
 * whole, so a hostile post cannot make the answer grow with it. Bodies over the form cap are
 * refused with 413 before anything is read.
 */
const PAGE = "/affiliates/apply";

async function post(request: APIRequestContext, ip: string, fields: Record<string, string>) {
  const html = await (await request.get(PAGE)).text();
  const uid = /name="_block" value="([^"]+)"/.exec(html)?.[1] ?? "";
  const response = await request.post(PAGE, { form: { _block: uid, ...fields }, headers: { "x-forwarded-for": ip }, maxRedirects: 0 });
  return { status: response.status(), size: (await response.body()).byteLength, html: await response.text() };
}

test("a 60 KB field value comes back cut to the longest field, not twice in full", async ({ request }, testInfo) => {
  const ip = ipFor(testInfo);
  const small = await post(request, ip, application({ firstName: "x".repeat(300) }));
  const huge = await post(request, ip, application({ firstName: "y".repeat(60_000) }));
  // Refused for its length (400), or by the per-IP limit (429) when another run used the address: both answer the form.
  expect([400, 429]).toContain(small.status);
  expect([400, 429]).toContain(huge.status);
  expect(huge.html).toContain('value="yyyy');
  expect(huge.html).not.toContain("y".repeat(2_049));
  // At most the cap (2,048 characters) twice — in the field and in the hydration data — plus the extra digits.
  expect(huge.size - small.size).toBeLessThan(2 * 2_048 + 1_000);
});

test("a 100 KB field value is refused with 413 and is not echoed", async ({ request }, testInfo) => {
  const huge = await post(request, ipFor(testInfo), application({ firstName: "z".repeat(100_000) }));
  expect(huge.status).toBe(413);
  expect(huge.html).not.toContain("zzzzzzzzzz");
  expect(huge.size).toBeLessThan(50_000);
});
