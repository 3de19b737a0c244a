import { useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type * as AnalyticsClient from "./analytics.client";
import type * as ExperimentsClient from "./experiments.client";
import type { AnalyticsConfig } from "./config";
import { whenIdle } from "~/components/idle";
import { onAddToCartClick } from "./commerce";
import { consentInForce, privacyControlOn, readConsent, writeConsent } from "./consent";
import type { Consent } from "./consent-choice";
import { setConsentDefaults, updateConsentMode } from "./consent-mode";

/** The lazily loaded analytics module (a type-only import: nothing is bundled eagerly). */
type AnalyticsModule = typeof AnalyticsClient;

/** The banner's code comes only to the visitors it is shown to. */
const ConsentBanner = lazy(() => import("./ConsentBanner"));

const GTM_OFF_KEY = "gtm-disabled";

/** `?gtm=false` turns tag tracking off for the rest of the visit (docs/product/analytics-and-consent.md). */
function tagsAllowed(search: string): boolean {
  if (new URLSearchParams(search).get("gtm") === "false") sessionStorage.setItem(GTM_OFF_KEY, "1");
  return sessionStorage.getItem(GTM_OFF_KEY) !== "1";
}

/** Runs `callback` in idle time once the page has loaded. */
function whenLoadedAndIdle(callback: () => void) {
  const run = () => whenIdle(callback, 2_000);
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
}

/**
 * Analytics and tags (docs/product/analytics-and-consent.md): Google's consent defaults (all denied) go into the data
 * layer first; nothing loads until the visitor grants analytics or ads in the consent banner
 * (a stored choice is applied as a consent update at once); then the tag manager and, with
 * analytics, Segment load once the page is idle, and every route change is a page view.
 * Global Privacy Control counts as a refusal (`consentInForce`). Sales events come from
 * markup: `view_item` for the products a page shows on each navigation, `add_to_cart` on a
 * click of a checkout link (`commerce.ts`). On a page with a running A/B experiment, the
 * experiments module assigns a consented visitor and reports what they were shown
 * (`experiments.client.ts`). The banner is rendered in the browser only, so cached HTML never
 * depends on it.
 */
export function Analytics({ config, memberId }: { config: AnalyticsConfig; memberId: string | null }) {
  const { search, pathname, key } = useLocation();
  // undefined: not read yet (the server and the first browser render); null: no choice yet.
  const [consent, setConsent] = useState<Consent | null | undefined>(undefined);
  const [privacyControl, setPrivacyControl] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const loaded = useRef<Promise<AnalyticsModule> | null>(null);
  // Loaded on the first page that shows a running experiment.
  const experiments = useRef<Promise<typeof ExperimentsClient> | null>(null);
  // The control that reopened the banner ("Cookie settings"): focus returns there after the choice.
  const opener = useRef<HTMLElement | null>(null);
  const enabled = Boolean(config.segmentWriteKey || config.gtmId);

  const extraTrackingParams = config.extraTrackingParams;
  useEffect(() => {
    // Only an address with a query can carry ad tags: no other visit downloads the attribution code.
    if (window.location.search.length > 1)
      void import("./attribution").then(({ rememberLandingTags }) => rememberLandingTags(window.location, extraTrackingParams));
  }, [extraTrackingParams]);

  useEffect(() => {
    if (!enabled) return;
    setConsentDefaults();
    const gpc = privacyControlOn();
    setPrivacyControl(gpc);
    let current = true;
    void readConsent().then((stored) => {
      if (!current) return;
      const inForce = consentInForce(stored, gpc);
      if (stored && inForce) updateConsentMode(inForce);
      setConsent(inForce);
    });
    const onChange = (event: Event) => {
      const chosen = consentInForce((event as CustomEvent<Consent>).detail, gpc);
      if (!chosen) return;
      updateConsentMode(chosen);
      setConsent(chosen);
      setReviewing(false);
    };
    const onReopen = () => {
      opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
      setReviewing(true);
    };
    window.addEventListener("consentchange", onChange);
    window.addEventListener("consentreopen", onReopen);
    return () => {
      current = false;
      window.removeEventListener("consentchange", onChange);
      window.removeEventListener("consentreopen", onReopen);
    };
  }, [enabled]);

  useEffect(() => {
    if (!enabled || !consent) return;
    const tags = tagsAllowed(search);
    // Already loaded: the module follows the new choice (and loads what a new grant allows).
    if (loaded.current) {
      void loaded.current.then((analytics) => analytics.loadAnalytics(config, { tags, choice: consent }));
      return;
    }
    if (!consent.analytics && !consent.ads) return;
    loaded.current = new Promise((resolve) =>
      whenLoadedAndIdle(() => {
        void import("./analytics.client").then(async (analytics) => {
          await analytics.loadAnalytics(config, { tags, choice: consent });
          analytics.sendFirstTouch((await import("./attribution")).keepFirstTouch());
          resolve(analytics);
        });
      }),
    );
  }, [enabled, consent, config, search]);

  useEffect(() => {
    void loaded.current?.then((analytics) => analytics.page());
  }, [pathname, consent]);

  // Products a page shows, once per page view (a period switch is one too); see `commerce.ts`.
  useEffect(() => {
    void loaded.current?.then((analytics) => analytics.trackViewedItems());
  }, [key, consent]);

  // A/B experiments (`experiments.client.ts`), on each page view and change of consent.
  // A refusal (or Global Privacy Control) loads it on any page, to remove what a consent had stored.
  useEffect(() => {
    const granted = consent == null ? undefined : consent.analytics;
    if (granted !== false && !document.querySelector("[data-arms]")) return;
    experiments.current ??= import("./experiments.client");
    void experiments.current.then((module) => module.experimentsPageView(key, granted, loaded.current));
  }, [key, consent]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const analytics = loaded.current;
      if (analytics) onAddToCartClick(event, (item) => analytics.then((module) => module.trackAddToCart(item)));
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  // After sign-in, later events belong to the member (`identify`, docs/product/analytics-and-consent.md).
  useEffect(() => {
    if (memberId) void loaded.current?.then((analytics) => analytics.identify(memberId));
  }, [memberId, consent]);

  if (!enabled || consent === undefined || (consent !== null && !reviewing)) return null;
  // The banner leaves the page with the button that was chosen: focus goes back to the control
  // that reopened it, else to the page's main content, never to nowhere (the document body).
  const choose = (choice: Consent) => {
    const back = opener.current?.isConnected ? opener.current : document.getElementById("main");
    opener.current = null;
    back?.focus({ preventScroll: true });
    writeConsent(choice);
  };
  return (
    <Suspense fallback={null}>
      <ConsentBanner onChoose={choose} reopened={reviewing} current={consent} privacyControl={privacyControl} />
    </Suspense>
  );
}
