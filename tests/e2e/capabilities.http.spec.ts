import { expect, test } from "@playwright/test";
import { editorQuery } from "./preview";

/**
 * Capability values (a visual-editor token, an order summary's id, an attendee's id, the
 * sign-in callback's code and state) never reach the event sink: the http-request event of
 * each request carries the parameter's name with its value redacted.
 */
test("no capability value reaches the sandbox's event sink", async ({ request }) => {
  const marker = `probe${Date.now()}`;
  const editor = new URLSearchParams(editorQuery());
  const token = editor.get("_storyblok_tk[token]") ?? "";
  expect(token.length).toBeGreaterThan(10);
  const secrets = { token, order: "8a3f12c07e5d4b9a", attendee: "5f0c2a8e-3b1d-4c7a-9e21-7d4b8a6f1c02", code: "code-7d41c2e9", state: "state-2e9d7d41" };
  const urls = [
    `/?${editorQuery()}&${marker}=preview`,
    `/membership/thank-you?PSubscriptionID=${secrets.order}&${marker}=order`,
    `/masterclass/three-breath-reset/watch?a=${secrets.attendee}&${marker}=attendee`,
    `/pagebuilder-auth-redirect?code=${secrets.code}&state=${secrets.state}&${marker}=callback`,
  ];
  for (const url of urls) await request.get(url, { maxRedirects: 0 });
  const events = async () =>
    ((await (await request.get("/__sandbox/events?dataset=http-request")).json()) as { data: { query: Record<string, string> } }[]).filter(
      (event) => marker in event.data.query,
    );
  await expect.poll(async () => (await events()).length).toBe(urls.length);
  const seen = await events();
  const raw = JSON.stringify(seen);
  for (const [name, value] of Object.entries(secrets)) expect(raw, name).not.toContain(value);
  const byMarker = Object.fromEntries(seen.map((event) => [event.data.query[marker], event.data.query]));
  expect(byMarker.order?.PSubscriptionID).toBe("[redacted]");
  expect(byMarker.attendee?.a).toBe("[redacted]");
  expect(byMarker.callback).toMatchObject({ code: "[redacted]", state: "[redacted]" });
  expect(byMarker.preview?.["_storyblok_tk[token]"]).toBe("[redacted]");
});
