import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/react";
import { buttonClasses } from "~/components/ButtonLink";
import { AppLink } from "~/components/AppLink";
import { usePageContext } from "~/components/page-context";
import { localizePath } from "~/domain/routing/locale-path";
import { PRIVACY_POLICY_PATH } from "~/domain/storyblok/privacy";
import { ALL_DENIED, ALL_GRANTED, type Consent } from "./consent-choice";

interface ConsentBannerProps {
  onChoose: (choice: Consent) => void;
  /** Opened again from the footer: it takes the focus. */
  reopened: boolean;
  /** The choice in force, shown in the switches; null before the first choice. */
  current: Consent | null;
  /** The browser sends Global Privacy Control: ads cannot be switched on. */
  privacyControl: boolean;
}

/**
 * The consent choice: "Accept all" and "Reject all" first, then a panel to allow analytics and
 * ads apart (native switches, so keyboard and screen readers work as for any checkbox). Its text
 * links the privacy policy in the page's language, which the GDPR's information duty asks for
 * where consent is asked.
 * Reopened from the footer it takes the focus, so the choice is where the keyboard is. While
 * it is shown, the page keeps the strip it covers out of the scrollport
 * (`scroll-padding-bottom`), so a field reached by Tab scrolls into view above it, not under it
 * (WCAG 2.4.11, focus not obscured), and the focused control is scrolled up again when the page
 * moves it under the banner afterwards.
 */
export default function ConsentBanner({ onChoose, reopened, current, privacyControl }: ConsentBannerProps) {
  const { t } = useTranslation();
  const { lang } = usePageContext();
  const banner = useRef<HTMLElement>(null);
  const [analytics, setAnalytics] = useState(current?.analytics ?? false);
  const [ads, setAds] = useState(!privacyControl && (current?.ads ?? false));
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
    // The focused control must stay clear of the banner also when the page moves it after the
    // browser's scroll on focus: a message shown when the previous field is left pushes the
    // next one down (the body grows). Either way, scroll it up just enough (the padding counts).
    const uncover = () => {
      const focused = document.activeElement;
      if (!focused || focused === document.body || section.contains(focused)) return;
      const box = focused.getBoundingClientRect();
      const clear = section.getBoundingClientRect().top;
      // A region taller than the space above the banner (the main content) is left where it is.
      if (box.bottom > clear && box.height < clear) focused.scrollIntoView({ block: "nearest" });
    };
    const page = new ResizeObserver(uncover);
    page.observe(document.body);
    document.addEventListener("focusin", uncover);
    return () => {
      document.removeEventListener("focusin", uncover);
      page.disconnect();
      observer.disconnect();
      window.removeEventListener("resize", keepClear);
      root.style.removeProperty("scroll-padding-bottom");
    };
  }, []);
  const save = (event: FormEvent) => {
    event.preventDefault();
    onChoose({ analytics, ads: ads && !privacyControl });
  };
  return (
    <section
      ref={banner}
      tabIndex={-1}
      aria-labelledby="consent-title"
      data-testid="consent-banner"
      className="fixed inset-x-2 bottom-2 z-20 mx-auto max-h-[calc(100dvh-1rem)] max-w-2xl overflow-y-auto rounded-2xl bg-white p-4 text-ink-900 shadow-2xl ring-1 ring-ink-200 sm:inset-x-6 sm:bottom-4 sm:p-5"
    >
      <h2 id="consent-title" className="font-bold sm:text-lg">
        {t("consent.title")}
      </h2>
      <p className="mt-1 text-sm text-ink-700 sm:mt-2 sm:text-base">
        {t("consent.text")}{" "}
        <AppLink href={localizePath(lang, PRIVACY_POLICY_PATH)} className="font-semibold text-brand-700 underline underline-offset-2">
          {t("consent.privacyPolicy")}
        </AppLink>
      </p>
      <div className="mt-3 flex flex-wrap gap-2 sm:mt-4 sm:gap-3">
        <button type="button" onClick={() => onChoose(privacyControl ? { ...ALL_GRANTED, ads: false } : ALL_GRANTED)} className={buttonClasses("primary")}>
          {t("consent.acceptAll")}
        </button>
        <button type="button" onClick={() => onChoose(ALL_DENIED)} className={buttonClasses("secondary")}>
          {t("consent.rejectAll")}
        </button>
      </div>
      <details className="group mt-2" open={reopened}>
        <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline">
          <span aria-hidden="true" className="inline-block transition group-open:rotate-90 rtl:-scale-x-100">
            ›
          </span>
          {t("consent.choose")}
        </summary>
        <form onSubmit={save} className="mt-1">
          <fieldset className="divide-y divide-ink-100">
            <legend className="sr-only">{t("consent.choose")}</legend>
            <Purpose name="analytics" label={t("consent.analytics")} hint={t("consent.analyticsHint")} checked={analytics} onChange={setAnalytics} />
            <Purpose
              name="ads"
              label={t("consent.ads")}
              hint={privacyControl ? `${t("consent.adsHint")} ${t("consent.privacyControl")}` : t("consent.adsHint")}
              checked={ads && !privacyControl}
              onChange={setAds}
              disabled={privacyControl}
            />
          </fieldset>
          <button type="submit" className={`mt-3 ${buttonClasses("secondary")}`}>
            {t("consent.save")}
          </button>
        </form>
      </details>
    </section>
  );
}

/** One purpose's switch, its name as the label and what it covers as the description. */
function Purpose(props: { name: string; label: string; hint: string; checked: boolean; onChange: (on: boolean) => void; disabled?: boolean }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 py-2">
      <input
        id={id}
        name={props.name}
        type="checkbox"
        role="switch"
        checked={props.checked}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-6 shrink-0 accent-brand-600 disabled:opacity-60"
      />
      <div className="min-w-0">
        <label htmlFor={id} className="font-semibold">
          {props.label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-ink-700">
          {props.hint}
        </p>
      </div>
    </div>
  );
}
