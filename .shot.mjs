import { chromium } from "@playwright/test";
const [,, path, name, cookieUuid] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const width of [1280, 375]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, timezoneId: "Europe/Berlin" });
  await context.addCookies([{ name: "analytics_consent", value: "rejected", url: "http://localhost:4473" }]);
  const page = await context.newPage();
  const errors = [];
  page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") errors.push(m.text()); });
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto(`http://localhost:4473${path}`, { waitUntil: "networkidle" });
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/webinar-${name}-${width}.png`, fullPage: true });
  if (errors.length) console.log(width, errors.slice(0, 5));
  await context.close();
}
await browser.close();
