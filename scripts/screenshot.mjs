// Screenshots of pages at desktop (1280 px) and mobile (375 px) widths, for looking at the site.
// Usage: node scripts/screenshot.mjs http://localhost:3000 / /programs/inner-compass …
// Writes screenshots/<name>-<width>.png (full page).
import { chromium } from "@playwright/test";
import { mkdir } from "node:fs/promises";

const [base, ...paths] = process.argv.slice(2);
if (!base || paths.length === 0) {
  console.error("usage: node scripts/screenshot.mjs <base-url> <path> [path…]");
  process.exit(2);
}
await mkdir("screenshots", { recursive: true });
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
for (const width of [1280, 375]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    const name = path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "root";
    await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true });
    console.log(`screenshots/${name}-${width}.png`);
  }
  await page.close();
}
await browser.close();
