import type { TestInfo } from "@playwright/test";

/** Test data for the affiliate application (docs/product/affiliates.md). */

/** A social security number no page, log or analytics call may ever contain. */
export const SSN = "078-05-1120";

/** Every field of a complete, valid application (names as the form posts them). */
export function application(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    firstName: "Zoë",
    lastName: "Okonkwo-Lindqvist",
    email: `zoe.${Math.random().toString(36).slice(2, 10)}@example.com`,
    telephoneCountry: "US",
    telephone: "(415) 555-0132",
    company: "Calm Harbor Media",
    addressLine1: "500 Harrison St",
    addressLine2: "Suite 4",
    city: "San Francisco",
    stateLocation: "CA",
    zipCode: "94107",
    country: "US",
    socialSecurity: SSN,
    billingEmailAddress: "billing@example.com",
    hearAboutUs: "podcast",
    hearAboutUsOther: "",
    website1: "https://calmharbor.example.com",
    website2: "",
    websiteDescription: "Weekly essays on sleep, stress and small habits.",
    listSize: "12,500",
    emailListSize: "8400",
    socialMediaSize: "31000",
    websiteCategory: "wellness",
    websiteCategoryOther: "",
    mainPromotionalMethod: "email",
    mainPromotionalMethodOther: "",
    comments: "Happy to run a masterclass for my readers.",
    ...overrides,
  };
}

/**
 * A client IP (sent as X-Forwarded-For, which the test servers trust: TRUST_PROXY=true) unique
 * to this test, project and retry, so the per-IP submission limit of one test never refuses
 * another's. Benchmark range (RFC 2544): only a header value, no traffic goes there.
 */
export function ipFor(testInfo: TestInfo): string {
  let hash = 0;
  for (const char of `${testInfo.project.name}|${testInfo.title}|${testInfo.retry}`) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `198.18.${(hash >>> 8) % 256}.${hash % 256}`;
}

/**
 * The affiliate form in a page's HTML, as a browser without JavaScript posts it: the `_uid` of
 * its blok (the `_block` field) and the URL of its `action` attribute; null without one.
 */
export function affiliateForm(html: string): { uid: string; action: string } | null {
  const field = /name="_block" value="([^"]+)"/.exec(html);
  if (!field?.[1]) return null;
  const start = html.lastIndexOf("<form", field.index);
  const tag = start === -1 ? "" : html.slice(start, html.indexOf(">", start) + 1);
  const action = /\saction="([^"]*)"/.exec(tag)?.[1];
  return action === undefined ? null : { uid: field[1], action: action.replaceAll("&amp;", "&") };
}
