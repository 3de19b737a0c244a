import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type * as AnalyticsClient from "./analytics.client";
import type { AnalyticsConfig } from "./config";
import { buttonClasses } from "~/components/ButtonLink";
import { whenIdle } from "~/components/idle";
import { onAddToCartClick } from "./commerce";
import { readConsent, writeConsent, type ConsentChoice } from "./consent";

/** The lazily loaded analytics module (a type-only import: nothing is bundled eagerly). */
type AnalyticsModule = typeof AnalyticsClient;

const GTM_OFF_KEY = "gtm-disabled";

/** `?gtm=false` turns tag tracking off for the rest of the visit (SPEC §2). */
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
 * Analytics and tags (SPEC §7, §2): nothing loads until the visitor accepts in the consent
 * banner; then Segment and GTM load once the page is idle, and every route change is a page
 * view. Sales events come from markup: `view_item` for the products a page shows on each
 * navigation, `add_to_cart` on a click of a checkout link (`commerce.ts`). The banner is rendered in the browser only, so cached HTML never depends on it.
 */
export function Analytics({ config, memberId }: { config: AnalyticsConfig; memberId: string | null }) {
  const { search, pathname, key } = useLocation();
  const [consent, setConsent] = useState<ConsentChoice | null | undefined>(undefined);
  const [reviewing, setReviewing] = useState(false);
  const loaded = useRef<Promise<AnalyticsModule> | null>(null);
  // The control that reopened the banner ("Cookie settings"): focus returns there after the choice.
  const opener = useRef<HTMLElement | null>(null);
  const enabled = Boolean(config.segmentWriteKey || config.gtmId);

  const extraTrackingParams = config.extraTrackingParams;
  useEffect(() => {
    // Only an address with a query can carry ad tags: no other visit downloads the attribution code.
    if (window.location.search.length > 1) void import("./attribution").then(({ rememberLandingTags }) => rememberLandingTags(window.location, extraTrackingParams));
  }, [extraTrackingParams]);

  useEffect(() => {
    setConsent(readConsent());
    const onChange = () => {
      setConsent(readConsent());
      setReviewing(false);
    };
    const onReopen = () => {
      opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
      setReviewing(true);
    };
    window.addEventListener("consentchange", onChange);
    window.addEventListener("consentreopen", onReopen);
    return () => {
      window.removeEventListener("consentchange", onChange);
      window.removeEventListener("consentreopen", onReopen);
    };
  }, []);

  useEffect(() => {
    if (!enabled || consent !== "accepted" || loaded.current) return;
    const tags = tagsAllowed(search);
    loaded.current = new Promise((resolve) =>
      whenLoadedAndIdle(() => {
        void import("./analytics.client").then(async (analytics) => {
          await analytics.loadAnalytics(config, { tags });
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

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const analytics = loaded.current;
      if (analytics) onAddToCartClick(event, (item) => analytics.then((module) => module.trackAddToCart(item)));
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  // After sign-in, later events belong to the member (SPEC §7 identify).
  useEffect(() => {
    if (memberId) void loaded.current?.then((analytics) => analytics.identify(memberId));
  }, [memberId, consent]);

  if (!enabled || consent === undefined || (consent !== null && !reviewing)) return null;
  // The banner leaves the page with the button that was chosen: focus goes back to the control
  // that reopened it, else to the page's main content, never to nowhere (the document body).
  const choose = (choice: ConsentChoice) => {
    const back = opener.current?.isConnected ? opener.current : document.getElementById("main");
    opener.current = null;
    back?.focus({ preventScroll: true });
    writeConsent(choice);
  };
  return <ConsentBanner onChoose={choose} reopened={reviewing} />;
}

/**
 * The consent choice; reopened from the footer it takes the focus, so the choice is where the
 * keyboard is. While it is shown, the page keeps the strip it covers out of the scrollport
 * (`scroll-padding-bottom`), so a field reached by Tab scrolls into view above it, not under it
 * (WCAG 2.4.11, focus not obscured).
 */
function ConsentBanner({ onChoose, reopened }: { onChoose: (choice: ConsentChoice) => void; reopened: boolean }) {
  const { t } = useTranslation();
  const banner = useRef<HTMLElement>(null);
  useEffect(() => {
    if (reopened) banner.current?.focus();
  }, [reopened]);
  useEffect(() => {
    const section = banner.current;
    if (!section) return;
    const root = document.documentElement;
    const keepClear = () => {
      root.style.scrollPaddingBottom = `${Math.ceil(window.innerHeight - section.getBoundingClientRect().top) + 8}px`;
    };
    keepClear();
    const observer = new ResizeObserver(keepClear);
    observer.observe(section);
    window.addEventListener("resize", keepClear);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", keepClear);
      root.style.removeProperty("scroll-padding-bottom");
    };
  }, []);
  return (
    <section
      ref={banner}
      tabIndex={-1}
      aria-labelledby="consent-title"
      data-testid="consent-banner"
      className="fixed inset-x-2 bottom-2 z-20 mx-auto max-w-2xl rounded-2xl bg-white p-4 text-ink-900 shadow-2xl ring-1 ring-ink-200 sm:inset-x-6 sm:bottom-4 sm:p-5"
    >
      <h2 id="consent-title" className="font-bold sm:text-lg">
        {t("consent.title")}
      </h2>
      <p className="mt-1 text-sm text-ink-700 sm:mt-2 sm:text-base">{t("consent.text")}</p>
      <div className="mt-3 flex flex-wrap gap-2 sm:mt-4 sm:gap-3">
        <button type="button" onClick={() => onChoose("accepted")} className={buttonClasses("primary")}>
          {t("consent.accept")}
        </button>
        <button type="button" onClick={() => onChoose("rejected")} className={buttonClasses("secondary")}>
          {t("consent.reject")}
        </button>
      </div>
    </section>
  );
}
