import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { reopenConsent } from "~/analytics/consent";
import { BlokList } from "../../block-kit/BlokView";
import { blockProps } from "../../block-kit/block-props";
import type { BlockViewProps } from "../../block-kit/types";
import type { schema } from "./schema";

/** Reopens the analytics consent banner; shown once JavaScript runs (consent only matters then). */
function CookieSettingsButton() {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <button type="button" onClick={reopenConsent} className="inline-flex min-h-11 items-center underline underline-offset-4 hover:text-white">
      {t("consent.settings")}
    </button>
  );
}

/** `footer`: the site footer from the global story `global/footer`. */
export default function Footer({ blok }: BlockViewProps<typeof schema>) {
  return (
    <footer {...blockProps(blok)} className="dark-band bg-ink-900 px-4 py-14 text-ink-100 sm:px-6">
      <div className="mx-auto grid max-w-6xl gap-10 md:grid-cols-[2fr_repeat(3,1fr)]">
        <p className="max-w-sm text-lg text-white">{blok.tagline}</p>
        <BlokList bloks={blok.columns} />
      </div>
      <div className="mx-auto mt-12 flex max-w-6xl flex-wrap items-center justify-between gap-4 border-t border-ink-700 pt-6 text-sm text-ink-300">
        {blok.legal && <p>{blok.legal}</p>}
        <CookieSettingsButton />
      </div>
    </footer>
  );
}
