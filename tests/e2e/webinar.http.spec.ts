import { expect, test } from "@playwright/test";

/** The webinar's calendar file route over HTTP (what a browser downloads is webinar.browser.spec.ts). */
test("the calendar file route refuses bad requests with a reason", async ({ request }) => {
  const bad = await request.get("/calendar.ics?page=gallery&block=x");
  expect(bad.status()).toBe(400);
  expect((await bad.json()) as { error: string }).toMatchObject({ error: expect.stringContaining("page") });
  expect((await request.get("/calendar.ics?page=/gallery/blocks&block=missing")).status()).toBe(404);
});
