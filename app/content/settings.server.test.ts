import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storyblokHandlers } from "../../sandbox/storyblok";
import { getSettings, variablesOf } from "./validated-story.server";

/**
 * `global/settings` variables are translatable per language (Storyblok field-level
 * translation): a page in German fills `{{member_count}}` with the German value.
 */
const server = setupServer(...storyblokHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

describe("settings variables per language", () => {
  it("reads the variables of the request's language", async () => {
    const en = variablesOf(await getSettings({ lang: "en", preview: false }));
    const de = variablesOf(await getSettings({ lang: "de", preview: false }));
    expect(en.get("member_count")).toBe("more than 120,000");
    expect(de.get("member_count")).toBe("mehr als 120.000");
    expect(de.get("next_cohort")).toBe("3. März");
    expect(de.get("support_email")).toBe("hello@brightpath.example");
  });
});
