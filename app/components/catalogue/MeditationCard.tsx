import { useId } from "react";
import { useTranslation } from "~/i18n/react";
import { usePageContext } from "~/components/page-context";
import { AppLink } from "~/components/AppLink";
import { formatDuration, languageName } from "~/domain/learning/catalogue-format";
import type { Meditation } from "~/services/platform/entities";
import type { ResolvedLink } from "~/domain/routing/links";
import { PlatformImage } from "./PlatformImage";
import { CARD_FOCUS_RING, CARD_LINK } from "./card-focus";

/**
 * A meditation as a compact card: cover, title, guide, length and language. With `link` the
 * whole card is one link to where meditations are played: the site has no meditation pages and
 * the platform gives a meditation no address, so editors set it on the block (the app's
 * meditation library); a link that leaves the site says so ("Opens in the Brightpath app").
 */
export function MeditationCard({ meditation, headingLevel = 3, link }: { meditation: Meditation; headingLevel?: 2 | 3 | 4; link?: ResolvedLink | null }) {
  const { t } = useTranslation();
  const { lang } = usePageContext();
  const Heading = `h${headingLevel}` as const;
  const noteId = useId();
  return (
    <article
      className={`group relative flex h-full gap-4 rounded-2xl bg-white p-3 text-ink-900 shadow-sm ring-1 ring-ink-100 ${link ? `transition hover:shadow-lg ${CARD_FOCUS_RING}` : ""}`}
      data-meditation={meditation.id}
    >
      {meditation.coverAsset && (
        <PlatformImage
          asset={meditation.coverAsset}
          alt=""
          width={96}
          aspect={1}
          sizes="(min-width: 640px) 96px, 80px"
          className="aspect-square w-20 shrink-0 rounded-xl object-cover sm:w-24"
        />
      )}
      <div className="flex min-w-0 flex-col justify-center gap-1">
        <Heading className="font-bold leading-snug">
          {link ? (
            <AppLink
              href={link.href}
              external={link.external}
              target={link.newTab ? "_blank" : undefined}
              rel={link.newTab ? "noopener noreferrer" : undefined}
              className={CARD_LINK}
              aria-describedby={link.external ? noteId : undefined}
            >
              {meditation.title}
            </AppLink>
          ) : (
            meditation.title
          )}
        </Heading>
        {meditation.author && <p className="text-sm text-ink-600">{t("catalogue.guidedBy", { name: meditation.author.name })}</p>}
        <p className="text-sm text-ink-700">
          {formatDuration(meditation.duration, lang)} · {languageName(meditation.language, lang)}
        </p>
        {link?.external && (
          <p id={noteId} className="text-sm font-semibold text-brand-700">
            {t("catalogue.opensApp")}{" "}
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
              ↗
            </span>
          </p>
        )}
      </div>
    </article>
  );
}
