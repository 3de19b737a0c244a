// Screenshot of one element, for looking closely at a block.
// Usage: node scripts/shot-element.mjs <url> <css-selector> <width> <out.png>
import { chromium } from "@playwright/test";

const [url, selector, width = "1280", out = "screenshots/element.png"] = process.argv.slice(2);
if (!url || !selector) {
  console.error("usage: node scripts/shot-element.mjs <url> <css-selector> [width] [out.png]");
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(url, { waitUntil: "networkidle" });
const target = page.locator(selector).first();
await target.scrollIntoViewIfNeeded();
await page.waitForTimeout(300);
await target.screenshot({ path: out });
console.log(out);
await browser.close();
