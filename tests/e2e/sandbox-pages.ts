import { LANGUAGES, type Language } from "./locales";

/** Every page the sandbox serves, for the hydration and accessibility sweep. */
export const SANDBOX_PAGES = [
  "/",
  "/home",
  "/de",
  "/ar",
  "/programs/inner-compass",
  "/quests/unstoppable-focus",
  "/quests/back-from-burnout",
  "/trainers",
  "/trainers/amara-okafor",
  "/trainers/jonas-berg",
  "/de/trainers/mei-lin",
  "/offers/coaching",
  "/membership",
  "/membership?period=monthly",
  "/membership/thank-you?PSubscriptionID=8a3f12c07e5d4b9a",
  "/membership/thank-you?PSubscriptionID=0000000000000000",
  "/gallery/blocks",
  "/about/our-story",
  "/legal/imprint",
  "/legal/privacy",
  "/ar/legal/privacy",
  "/lab/unknown-component",
  "/lab/invalid-blok",
  "/lab/rich-text",
  "/lab/unsafe-redirect",
  "/lab/platform-down",
  "/affiliates/apply",
  "/lab/tiers-down",
  "/assessment",
  "/assessment?step=outcomes&area=stress-resilience&area=energy-wellbeing",
  "/assessment?step=results&area=stress-resilience&area=energy-wellbeing&outcome=out-calm-stress-relief&outcome=out-body-restful-sleep",
  "/members/growth",
  "/demo/storycard",
  "/demo/youtube",
  "/demo/workway-design-demo",
  "/test-no-sb",
  "/test-no-tw",
  "/test-no-tw-no-sb",
  "/auth0-token-demo",
  "/masterclass/three-breath-reset",
  "/ar/masterclass/three-breath-reset",
  "/masterclass/three-breath-reset/thank-you?slot=2027-01-20T17:00:00.000Z",
  "/masterclass/three-breath-reset/watch",
  "/masterclass/three-breath-reset/watch?a=5f0c2a8e-3b1d-4c7a-9e21-7d4b8a6f1c02",
  "/register-attendee-demo",
  "/de/register-attendee-demo",
  "/this/page/does-not-exist",
] as const;

/** A path under `lang`'s prefix (English unprefixed, as canonical); a path's own prefix is replaced. */
export function localize(path: string, lang: Language): string {
  const url = new URL(path, "http://localhost");
  const [, first, ...rest] = url.pathname.split("/");
  const bare = (LANGUAGES as readonly string[]).includes(first ?? "") ? `/${rest.join("/")}` : url.pathname;
  const prefix = lang === "en" ? "" : `/${lang}`;
  return `${bare === "/" ? prefix || "/" : `${prefix}${bare}`}${url.search}`;
}
