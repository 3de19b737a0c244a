import Cookies from "js-cookie";
import type * as AnalyticsClient from "./analytics.client";
import { privacyControlOn } from "./consent";
import type { Consent } from "./consent-choice";
import {
  assignmentCookieValue,
  bucketOf,
  EXPERIMENTS_COOKIE,
  variantForBucket,
  VISITOR_ID_COOKIE,
  type WeightedVariant,
} from "~/domain/experiments/assignment";
import { ASSIGNMENTS_STORE } from "~/domain/experiments/cookies";
import { knownAssignments, type Exposure } from "./assignments";

/**
 * The browser's side of A/B experiments (docs/product/experiments.md). The server renders each
 * running experiment's variant from the `bp_exp` cookie and marks it (`data-experiment`,
 * `data-variant`, `data-arms`); this module, loaded only on pages that show one:
 * - works out the visitor's variant of each experiment on the page from a random visitor id
 *   (`bp_vid`) — ahead of any choice, in memory only, so "Accept all" writes the cookies at once;
 * - after analytics consent (and never under Global Privacy Control) writes `bp_vid` and
 *   `bp_exp`, so the next page is rendered in the visitor's variants;
 * - names the experiments whose variant the visitor was shown (exposures), for
 *   `experience_impression` and `Experiment Viewed`, once per experiment and browser session;
 * - removes both cookies when consent is refused or withdrawn, or under Global Privacy Control.
 */

/** An experiment as the page marks it. */
interface Marked {
  key: string;
  name: string;
  shown: string;
  arms: (WeightedVariant & { name: string })[];
}

const SEEN_KEY = "bp_experiments_seen";
const COOKIE_OPTIONS = () => ({ expires: 365, sameSite: "Lax" as const, secure: window.location.protocol === "https:" });

function marked(): Marked[] {
  return [...document.querySelectorAll<HTMLElement>("[data-experiment][data-arms]")].flatMap((element) => {
    try {
      const arms = JSON.parse(element.dataset.arms ?? "[]") as Marked["arms"];
      if (!Array.isArray(arms) || arms.length < 2) return [];
      const key = element.dataset.experiment ?? "";
      const shown = arms.find((arm) => arm.name === element.dataset.variant)?.id ?? "";
      return [{ key, name: element.dataset.experimentName ?? key, shown, arms }];
    } catch {
      return [];
    }
  });
}

/** The stored visitor id, or a new random one (kept in memory until consent). */
let visitorId: string = Cookies.get(VISITOR_ID_COOKIE) ?? crypto.randomUUID();

/** This page's experiments with the visitor's variant of each, worked out ahead of consent. */
let prepared: Promise<{ experiment: Marked; variant: string }[]> = Promise.resolve([]);
/** The page view (its location key) `prepared` belongs to. */
let preparedFor: string | null = null;

/**
 * A page view (`key`: the location's key) or a change of consent: the visitor's variants of the
 * page's experiments worked out once per view; with the analytics grant (`granted`; false
 * under Global Privacy Control, checked here) entered, and the exposures reported through `analytics` (the
 * analytics module, once loaded); without it (`false`: refused, withdrawn or Global Privacy
 * Control) the visitor id and every assignment removed; `undefined` while there is no choice.
 */
export async function experimentsPageView(key: string, granted: boolean | undefined, analytics: Promise<typeof AnalyticsClient> | null): Promise<void> {
  if (preparedFor !== key) {
    preparedFor = key;
    prepareExperiments();
  }
  // Global Privacy Control refuses experiments even where analytics are allowed.
  const taking = granted && !privacyControlOn();
  if (granted === false || (granted && !taking)) leaveExperiments();
  if (!taking) return;
  await enterExperiments();
  for (const exposure of await newExposures()) void analytics?.then((module) => module.trackExposure(exposure));
}

// A choice's own event, before any later render: the very next page load already carries the
// assignments (`consentchange` is dispatched by `writeConsent`, analytics/consent.ts).
window.addEventListener("consentchange", (event) => {
  const choice = (event as CustomEvent<Consent>).detail;
  if (choice.analytics && !privacyControlOn()) void enterExperiments();
  else leaveExperiments();
});

/** Removes the visitor id and every assignment (a new id is drawn, in memory, for a later consent). */
function leaveExperiments(): void {
  for (const name of [VISITOR_ID_COOKIE, EXPERIMENTS_COOKIE]) if (Cookies.get(name) !== undefined) Cookies.remove(name);
  localStorage.removeItem(ASSIGNMENTS_STORE);
  visitorId = crypto.randomUUID();
}

/** Works out the visitor's variants of the page's experiments. */
function prepareExperiments(): void {
  const experiments = marked();
  prepared = Promise.all(
    experiments.map(async (experiment) => ({ experiment, variant: variantForBucket(experiment.arms, await bucketOf(experiment.key, visitorId)) ?? "" })),
  );
}

/**
 * With analytics consent: stores the visitor id and the page's assignments (the cookie holds
 * the ones that are not a control).
 */
async function enterExperiments(): Promise<void> {
  const results = await prepared;
  if (results.length === 0) return;
  if (Cookies.get(VISITOR_ID_COOKIE) !== visitorId) Cookies.set(VISITOR_ID_COOKIE, visitorId, COOKIE_OPTIONS());
  const all = knownAssignments();
  const cookie = new Map(
    (Cookies.get(EXPERIMENTS_COOKIE) ?? "")
      .split("|")
      .map((pair) => pair.split(":") as [string, string])
      .filter(([key, variant]) => key && variant),
  );
  for (const { experiment, variant } of results) {
    all[experiment.key] = variant;
    if (variant === experiment.arms[0]?.id) cookie.delete(experiment.key);
    else cookie.set(experiment.key, variant);
  }
  localStorage.setItem(ASSIGNMENTS_STORE, JSON.stringify(all));
  const value = assignmentCookieValue(cookie);
  if (value) Cookies.set(EXPERIMENTS_COOKIE, value, COOKIE_OPTIONS());
  else if (Cookies.get(EXPERIMENTS_COOKIE) !== undefined) Cookies.remove(EXPERIMENTS_COOKIE);
}

/**
 * With analytics consent, after {@link enterExperiments}: the exposures not yet reported in this
 * browser session, the experiments whose variant on this page is the visitor's own (the first
 * page after consent may show a control the visitor is not in: that is no exposure).
 */
async function newExposures(): Promise<Exposure[]> {
  const results = await prepared;
  const seen = new Set((sessionStorage.getItem(SEEN_KEY) ?? "").split(" ").filter(Boolean));
  const exposures = results.flatMap(({ experiment, variant }): Exposure[] => {
    const arm = experiment.arms.find((one) => one.id === variant);
    if (!arm || experiment.shown !== variant || seen.has(experiment.key)) return [];
    seen.add(experiment.key);
    return [{ experimentId: experiment.key, experimentName: experiment.name, variationId: arm.id, variationName: arm.name }];
  });
  sessionStorage.setItem(SEEN_KEY, [...seen].join(" "));
  return exposures;
}
