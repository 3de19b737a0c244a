import { useTranslation } from "~/i18n/react";
import { CARD_FOCUS_RING, CARD_LINK } from "./card-focus";
import { usePageContext } from "~/components/page-context";
import { AppLink } from "~/components/AppLink";
import { localizePath } from "~/domain/routing/locale-path";
import type { Language } from "~/i18n/languages";
import type { AuthorSummary } from "~/services/platform/entities";
import { PlatformImage } from "./PlatformImage";

/** The path of a trainer's page (`/trainers/{slug}`, docs/product/learning-catalogue.md#trainer-pages) in the page's language. */
export function trainerPath(slug: string, lang: Language): string {
  return localizePath(lang, `/trainers/${encodeURIComponent(slug)}`);
}

/** A trainer (author) as a card: portrait, name and headline; the whole card links to their page. */
export function TrainerCard({ author, headingLevel = 3 }: { author: AuthorSummary; headingLevel?: 2 | 3 | 4 }) {
  const { t } = useTranslation();
  const { lang } = usePageContext();
  const Heading = `h${headingLevel}` as const;
  const image = author.portrait ?? author.avatar;
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white text-ink-900 shadow-sm ring-1 ring-ink-100 transition hover:shadow-lg ${CARD_FOCUS_RING}`}
      data-author={author.slug}
    >
      {image ? (
        <PlatformImage
          asset={image}
          alt={t("catalogue.trainer.portrait", { name: author.name })}
          width={640}
          aspect={4 / 5}
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          className="aspect-[4/5] w-full object-cover"
        />
      ) : (
        <div aria-hidden="true" className="aspect-[4/5] w-full bg-gradient-to-br from-brand-100 to-brand-200" />
      )}
      <div className="flex flex-1 flex-col gap-1 p-5">
        <Heading className="text-lg font-bold tracking-tight">
          <AppLink href={trainerPath(author.slug, lang)} className={CARD_LINK}>
            {author.name}
          </AppLink>
        </Heading>
        {author.headline && <p className="text-sm text-ink-700">{author.headline}</p>}
      </div>
    </article>
  );
}
