import { expect, type Frame, type Page, type Response } from "@playwright/test";

/**
 * What the CSP sweep (csp.sweep.spec.ts) reads from the browser and the answers: violations
 * recorded in every frame, module preloads blocked without a report, and the policy header.
 */

/** A page or one of its frames. */
export type Target = Page | Frame;

export interface RecordedViolation {
  directive: string;
  blockedURI: string;
  sample: string;
  source: string;
}

declare global {
  interface Window {
    __cspViolations?: RecordedViolation[];
  }
}

/** Runs in every frame before its scripts: records violations and keeps every resource timing entry. */
export function recordViolations() {
  window.__cspViolations = [];
  // The default buffer (250 entries) can fill on the gallery; a dropped entry would read as a preload never fetched.
  performance.setResourceTimingBufferSize(100_000);
  window.addEventListener(
    "securitypolicyviolation",
    (event) => {
      window.__cspViolations?.push({
        directive: event.effectiveDirective || event.violatedDirective,
        blockedURI: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    },
    true,
  );
}

export const hydrated = (target: Target) =>
  target.evaluate(() => {
    const main = document.querySelector("main");
    // React has adopted the page's main element (its fiber is on the node): the page hydrated.
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });

/**
 * What the document reports, in one round trip: its module preloads with no resource timing
 * entry yet (`pending`), entries of them without a response since `since` (`failed`), and the
 * violations recorded. Chromium blocks a `<link rel="modulepreload">` the policy does not allow
 * without a violation event or console message: it leaves only an entry of status 0, and the
 * module is fetched again by its import, which does not make the preload allowed.
 */
export const reported = (target: Target, since: number) =>
  target.evaluate((since) => {
    const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    // One per address (the site chunk is listed twice: by the page's blocks and by Remix).
    const links = [...new Map([...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => [link.href, link])).values()];
    return {
      pending: links.filter((link) => !entries.some((entry) => entry.name === link.href)).map((link) => link.getAttribute("href")),
      failed: links.flatMap((link) =>
        entries
          .filter((entry) => entry.name === link.href && entry.startTime >= since && (entry.responseStatus < 200 || entry.responseStatus >= 400))
          .map(
            (entry) =>
              `<link rel="modulepreload" href="${link.getAttribute("href")}">: ${entry.responseStatus === 0 ? "blocked (no response)" : `status ${entry.responseStatus}`}, ${entry.initiatorType} request`,
          ),
      ),
      violations: (window.__cspViolations ?? []).map(
        (v) => `${v.directive} blocked ${v.blockedURI || "(inline)"}${v.sample ? ` sample ${JSON.stringify(v.sample)}` : ""} at ${v.source}`,
      ),
    };
  }, since);

/** The script-src directive of a policy, or null. */
export const scriptSrc = (policy: string) =>
  policy
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("script-src ")) ?? null;

/**
 * The document answered with a policy: script-src present, and for a page that runs scripts a
 * strict one (a nonce or hashes), so a vanished or opened-up header fails.
 */
export function checkPolicy(response: Response | null, where: string, runsScripts: boolean, framedByEditor = false) {
  const policy = response?.headers()["content-security-policy"];
  expect.soft(policy, `${where}: Content-Security-Policy header`).toBeTruthy();
  if (!policy) return;
  const scripts = scriptSrc(policy);
  expect.soft(scripts, `${where}: script-src in ${policy}`).toBeTruthy();
  if (runsScripts && scripts) expect.soft(scripts, `${where}: script-src allows scripts by a nonce or hashes`).toMatch(/'(nonce-|sha(256|384|512)-)/);
  if (framedByEditor) expect.soft(policy, `${where}: frame-ancestors allows the editor`).toMatch(/frame-ancestors [^;]*https:\/\/app\.storyblok\.com/);
}
