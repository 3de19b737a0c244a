import { useTranslation } from "~/i18n/react";
import { usePageContext } from "~/components/page-context";
import { formatDuration, languageName } from "~/domain/catalogue-format";
import type { Meditation } from "~/services/platform/entities";
import { PlatformImage } from "./PlatformImage";

/** A meditation as a compact card: cover, title, guide, length and language. */
export function MeditationCard({ meditation, headingLevel = 3 }: { meditation: Meditation; headingLevel?: 2 | 3 | 4 }) {
  const { t } = useTranslation();
  const { lang } = usePageContext();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="flex h-full gap-4 rounded-2xl bg-white p-3 text-ink-900 shadow-sm ring-1 ring-ink-100" data-meditation={meditation.id}>
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
        <Heading className="font-bold leading-snug">{meditation.title}</Heading>
        {meditation.author && <p className="text-sm text-ink-600">{t("catalogue.guidedBy", { name: meditation.author.name })}</p>}
        <p className="text-sm text-ink-700">
          {formatDuration(meditation.duration, lang)} · {languageName(meditation.language, lang)}
        </p>
      </div>
    </article>
  );
}
