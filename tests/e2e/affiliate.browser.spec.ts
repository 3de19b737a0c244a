import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { application, ipFor, SSN } from "./affiliate-fixtures";
import { withServers } from "./servers";

/**
 * The affiliate application in a browser, with JavaScript on and off (docs/product/affiliates.md):
 * a complete application succeeds once, mistakes show at their fields and keep the other
 * values, the platform failing keeps everything, and the social security number is masked
 * and never leaves in a response, a log line or an analytics call.
 * Desktop only (playwright.config.ts, DESKTOP_ONLY): what it checks does not depend on the viewport, and the
 * layout project loads its pages at 375 and 1280 px.
 */

const PAGE = "/affiliates/apply";

const TEXT_FIELDS: [label: string, name: string][] = [
  ["First name", "firstName"],
  ["Last name", "lastName"],
  ["Email", "email"],
  ["Phone number", "telephone"],
  ["Company", "company"],
  ["Address line 1", "addressLine1"],
  ["City", "city"],
  ["ZIP or postal code", "zipCode"],
  ["Social security number", "socialSecurity"],
  ["Main website", "website1"],
  ["Total audience size", "listSize"],
  ["Comments", "comments"],
];

/** A field by its label, which optional fields follow with "(optional)". */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[?()]/g, "\\$&")}( \\(optional\\))?$`));

async function fill(page: Page, fields: Record<string, string>) {
  for (const [label, name] of TEXT_FIELDS) await field(page, label).fill(fields[name] ?? "");
  await page.getByLabel("Country calling code").selectOption(fields.telephoneCountry ?? "");
  await page.getByLabel("Country", { exact: true }).selectOption(fields.country ?? "");
  await page.getByLabel("Website category").selectOption(fields.websiteCategory ?? "");
  await page.getByLabel("Main way you will promote us").selectOption(fields.mainPromotionalMethod ?? "");
  await page.getByLabel("How did you hear about us?").selectOption(fields.hearAboutUs ?? "");
}

async function received(page: Page, email: string) {
  const list = (await (await page.request.get("/__sandbox/affiliate-applications")).json()) as { email: string }[];
  return list.filter((row) => row.email === email.toLowerCase());
}

/** Opens the form as a visitor with this test's own IP, the consent banner answered. */
async function open(
  page: Page,
  testInfo: TestInfo,
  { js = true, consent = "Reject all", url = PAGE }: { js?: boolean; consent?: "Accept all" | "Reject all"; url?: string } = {},
) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": ipFor(testInfo) });
  await page.goto(url);
  const banner = page.getByTestId("consent-banner");
  if (js) {
    await banner.getByRole("button", { name: consent }).click();
    await expect(banner).toHaveCount(0);
  }
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a complete application is received once; reloading the confirmation sends nothing", async ({ page }, testInfo) => {
      const fields = application();
      await open(page, testInfo, { js: javaScriptEnabled });
      // Masked while typed, but not type="password": the browser would offer to save it as this site's password.
      await expect(field(page, "Social security number")).toHaveCSS("-webkit-text-security", "disc");
      await expect(field(page, "Social security number")).toHaveAttribute("type", "text");
      await fill(page, fields);
      await page.getByRole("button", { name: "Send my application" }).click();
      await expect(page.getByRole("heading", { name: "Thank you, your application is in!" })).toBeVisible();
      await expect(page).toHaveURL(/\?application=received$/);
      await page.reload();
      await expect(page.getByRole("heading", { name: "Thank you, your application is in!" })).toBeVisible();
      expect(await received(page, fields.email ?? "")).toHaveLength(1);
    });

    test("mistakes show at their fields and every other value stays", async ({ page }, testInfo) => {
      await open(page, testInfo, { js: javaScriptEnabled });
      await fill(page, application({ email: "zoe@", telephone: "555", website1: "calmharbor", lastName: "" }));
      await page.getByRole("button", { name: "Send my application" }).click();
      // With JavaScript the browser checks the form, and the first field with an error takes the focus.
      if (javaScriptEnabled) await expect(page.getByLabel("Last name")).toBeFocused();
      await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText("Please enter a valid email address, like name@example.com.")).toBeVisible();
      await expect(page.getByText("This phone number doesn’t look right for the selected country.")).toBeVisible();
      await expect(page.getByText("Please enter a web address starting with http:// or https://.")).toBeVisible();
      await expect(page.getByLabel("Last name")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel("First name")).toHaveValue("Zoë");
      await expect(field(page, "Company")).toHaveValue("Calm Harbor Media");
      await expect(field(page, "Comments")).toHaveValue("Happy to run a masterclass for my readers.");
      await expect(page.getByLabel("Country", { exact: true }).filter({ visible: true })).toHaveValue("US");
      await expect(page.getByLabel("Website category")).toHaveValue("wellness");
    });

    test("an empty email says one thing: that it is needed (not also that it is malformed)", async ({ page }, testInfo) => {
      await open(page, testInfo, { js: javaScriptEnabled });
      await fill(page, application({ email: "" }));
      await page.getByRole("button", { name: "Send my application" }).click();
      await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel("Email", { exact: true })).toHaveAccessibleDescription("Enter your email address.");
    });

    test("each required field left empty says what it needs", async ({ page }, testInfo) => {
      await open(page, testInfo, { js: javaScriptEnabled });
      await fill(page, application({ firstName: "", lastName: "", email: "", telephone: "", website1: "", websiteCategory: "" }));
      await page.getByRole("button", { name: "Send my application" }).click();
      await expect(page.getByLabel("First name")).toHaveAccessibleDescription("Enter your first name.");
      await expect(page.getByLabel("Last name")).toHaveAccessibleDescription("Enter your last name.");
      await expect(page.getByLabel("Email", { exact: true })).toHaveAccessibleDescription("Enter your email address.");
      await expect(page.getByLabel("Phone number")).toHaveAccessibleDescription(/Enter your phone number\./);
      await expect(page.getByLabel("Website category")).toHaveAccessibleDescription("Choose your website’s category.");
      await expect(page.getByText("Please fill in this field.")).toHaveCount(0);
    });

    test("the platform failing asks to retry and keeps every value but the SSN", async ({ page }, testInfo) => {
      const fields = application({ company: "sandbox-fail-500 Studio" });
      await open(page, testInfo, { js: javaScriptEnabled });
      await fill(page, fields);
      await page.getByRole("button", { name: "Send my application" }).click();
      await expect(page.getByRole("alert")).toContainText("We couldn’t send your application right now.");
      await expect(field(page, "Company")).toHaveValue("sandbox-fail-500 Studio");
      await expect(page.getByLabel("Email", { exact: true })).toHaveValue(fields.email ?? "");
      await expect(page.getByLabel("Phone number")).toHaveValue(fields.telephone ?? "");
      await expect(field(page, "Social security number")).toHaveValue(javaScriptEnabled ? SSN : "");
    });
  });
}

/** A server of its own (a stack, servers.ts) whose log lines can be read. */
const withOwnServer = withServers({ servers: 1, instrument: true, output: true });

withOwnServer.describe("the social security number", () => {
  withOwnServer("is never in a response, a log line or an analytics call", async ({ page, stack }, testInfo) => {
    const base = stack.urls[0]!;
    const output = () => stack.servers[0]!.output;
    const bodies: string[] = [];
    page.on("response", (response) => {
      bodies.push(`${response.url()}`);
      void response.text().then(
        (text) => bodies.push(text),
        () => undefined,
      );
    });
    const fields = application();
    await open(page, testInfo, { consent: "Accept all", url: `${base}${PAGE}` });
    // First a refusal from the platform (a blocked website), then a correction: both round trips carry the SSN.
    await fill(page, { ...fields, website1: "https://blocked.example/" });
    await page.getByRole("button", { name: "Send my application" }).click();
    await expect(page.getByText("We cannot accept applications for this website.")).toBeVisible();
    await page.getByLabel("Main website").fill(fields.website1 ?? "");
    await page.getByRole("button", { name: "Send my application" }).click();
    await expect(page.getByRole("heading", { name: "Thank you, your application is in!" })).toBeVisible();
    await page.waitForLoadState("networkidle");

    const upstream = (await (await page.request.get(`${base}/__sandbox/affiliate-applications`)).json()) as { email: string; hasSocialSecurity: boolean }[];
    expect(upstream.filter((row) => row.email === fields.email)).toEqual([expect.objectContaining({ hasSocialSecurity: true })]);
    const analytics = [
      await (await page.request.get(`${base}/__sandbox/segment-calls`)).text(),
      await (await page.request.get(`${base}/__sandbox/events`)).text(),
    ].join("\n");
    expect(analytics).toContain(PAGE);
    expect(output()).toContain("affiliate-application-received");
    expect(bodies.length).toBeGreaterThan(5);
    for (const [where, text] of [
      ["responses", bodies.join("\n")],
      ["logs", output()],
      ["analytics", analytics],
    ] as const) {
      expect(text, where).not.toContain(SSN);
      expect(text, where).not.toContain(SSN.replace(/-/g, ""));
    }
  });
});
