import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests against the production build on the sandbox, in Debian's Chromium
 * (Playwright's own browser download does not work here). Two servers: the normal sandbox,
 * and one whose sandbox lacks the error stories (to see the error page's fallback) and
 * which has a locale cookie configured and reports errors to a local Sentry sink. Both run
 * without upstream failure memory: the sandbox fails single requests on purpose (a company
 * named `sandbox-fail-500`), and a memory would spread that failure to tests running beside it.
 * A third server, for the `faults` project, keeps the memory and has its upstreams broken on demand.
 */
/** First of the run's ports (E2E_PORT_BASE, default 4173; the run uses it and up to 99 above): lets several work trees test at once. */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4173);
export const PORT = PORT_BASE;
export const PORT_NO_ERROR_STORIES = PORT_BASE + 1;
export const PORT_SENTRY_SINK = PORT_BASE + 2;
/** The server whose upstreams tests break on purpose (`/__sandbox/faults`), with failure memory on. */
export const PORT_FAULTS = PORT_BASE + 3;
// Servers of a spec's own (Redis, Varnish, Sentry ingest, broken upstreams) are started by
// tests/e2e/servers.ts, on E2E_PORT_BASE + 30 and up.
/**
 * The sandbox's second origin, which serves its Storyblok and platform assets (SANDBOX_ASSET_PORT):
 * one for every server of the run, including the stacks of tests/e2e/servers.ts (they pass this environment on).
 * The first server to start serves it; the others find the port taken and leave it to that one,
 * as every instance in production shares the same asset hosts.
 */
export const ASSET_PORT = PORT_BASE + 14;
process.env.SANDBOX_ASSET_PORT = String(ASSET_PORT);

const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/**
 * Browser specs whose checks do not depend on the device (consent and analytics, forms, previews,
 * the quiz's steps, hydration at viewports of its own): run on the desktop project only. Every
 * page they visit is loaded at 375 and 1280 px by the layout project, and each spec says so.
 */
const DESKTOP_ONLY = [
  "affiliate",
  "analytics",
  "consent-mode",
  "experiments",
  "hero-preload",
  "hydration",
  "live-preview",
  "membership",
  "privacy",
  "quiz",
  "rate-limit",
  "webinar",
];

// TRUST_PROXY as on Fly: tests act as different visitors by sending X-Forwarded-For / Fly-Client-IP.
const server = (port: number, extraEnv: string) => ({
  command: `MOCKS=true TRUST_PROXY=true PORT=${port} ${extraEnv} npm start`,
  url: `http://localhost:${port}/healthcheck`,
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
});

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  // Two workers share two cores with Chromium and three servers: allow for slow hydration.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: { executablePath: "/usr/bin/chromium", args: chromiumArgs },
    trace: "off",
  },
  projects: [
    // The Content-Security-Policy sweep (every page in every language): once, on one desktop browser, not per device.
    // First: its ten long tests, started last, would keep one worker busy while the other waits.
    { name: "csp", testMatch: /\.sweep\.spec\.ts$/, use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
    { name: "http", testMatch: /\.http\.spec\.ts$/ },
    // One file, its tests in order: they share one server's upstream faults.
    { name: "faults", testMatch: /\.faults\.spec\.ts$/, fullyParallel: false, use: { baseURL: `http://localhost:${PORT_FAULTS}` } },
    // One file, its tests in order: they share one Varnish's cache and one sandbox CMS.
    { name: "cdn", testMatch: /\.cdn\.spec\.ts$/, fullyParallel: false },
    // Browser specs: each worker's tests share one browser context and tab, reset between tests
    // (docs/testing.md): a new tab costs Chromium about half a CPU-second, more than most of these tests.
    { name: "desktop", testMatch: /\.browser\.spec\.ts$/, use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, reuseContext: true } },
    {
      name: "mobile",
      testMatch: /\.browser\.spec\.ts$/,
      testIgnore: DESKTOP_ONLY.map((name) => `**/${name}.browser.spec.ts`),
      use: { ...devices["Pixel 5"], viewport: { width: 375, height: 812 }, reuseContext: true },
    },
    // Screenshots as tests (every sandbox page at 375 and 1280 px, visitor and member): each test sets its viewport.
    { name: "layout", testMatch: /\.layout\.spec\.ts$/, use: { ...devices["Desktop Chrome"] } },
  ],
  webServer: [
    {
      command: `SENTRY_SINK_PORT=${PORT_SENTRY_SINK} node tests/e2e/sentry-sink.mjs`,
      url: `http://127.0.0.1:${PORT_SENTRY_SINK}/healthcheck`,
      reuseExistingServer: !process.env.CI,
      timeout: 10_000,
    },
    server(PORT, "UPSTREAM_FAILURE_MEMORY_MS=0"),
    server(PORT_FAULTS, ""),
    server(
      PORT_NO_ERROR_STORIES,
      `UPSTREAM_FAILURE_MEMORY_MS=0 SANDBOX_MISSING_STORIES=global/error-404,global/error-500 LOCALE_COOKIE_NAME=locale SENTRY_DSN=http://public@127.0.0.1:${PORT_SENTRY_SINK}/1`,
    ),
  ],
});
