import { useTranslation } from "~/i18n/react";
import { usePageContext } from "~/components/page-context";
import { formatCount, formatDuration, formatNames, formatRating } from "~/domain/learning/catalogue-format";
import { truncate } from "~/domain/language/format";
import type { Program } from "~/services/platform/entities";
import { PlatformImage } from "./PlatformImage";
import { Badge } from "./QuestCard";

/** Longest program description shown on a card, in characters (then "...", docs/product/routes-and-languages.md#formats-per-language). */
const DESCRIPTION_MAX = 160;

/**
 * A program as a card: cover, name, All Access badge, trainers, description, rating,
 * enrolments, total duration and the quests it includes (first three, then "+N").
 */
export function ProgramCard({ program, headingLevel = 3 }: { program: Program; headingLevel?: 2 | 3 | 4 }) {
  const { t } = useTranslation();
  const { lang } = usePageContext();
  const Heading = `h${headingLevel}` as const;
  const authors = formatNames(
    program.authors.map((a) => a.name),
    lang,
  );
  const shown = program.quests.slice(0, 3);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white text-ink-900 shadow-sm ring-1 ring-ink-100" data-program={program.id}>
      <div className="relative">
        {program.coverAsset ? (
          <PlatformImage
            asset={program.coverAsset}
            alt=""
            width={640}
            aspect={16 / 9}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            className="aspect-[16/9] w-full object-cover"
          />
        ) : (
          <div aria-hidden="true" className="aspect-[16/9] w-full bg-gradient-to-br from-brand-100 to-brand-200" />
        )}
        {program.allAccess && (
          <ul className="absolute start-3 top-3 flex gap-2" aria-label={t("catalogue.badges")}>
            <Badge tone="brand">{t("catalogue.allAccess")}</Badge>
          </ul>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <Heading className="text-xl font-bold leading-snug tracking-tight">{program.name}</Heading>
        {authors && <p className="text-sm text-ink-600">{t("catalogue.by", { names: authors })}</p>}
        {program.description && <p className="text-ink-700">{truncate(program.description, DESCRIPTION_MAX)}</p>}
        {shown.length > 0 && (
          <div className="mt-2">
            <p className="text-sm font-semibold text-ink-900">
              {t("catalogue.includes")} · {t("catalogue.questCount", { count: program.quests.length })}
            </p>
            <ul className="mt-1 list-disc ps-5 text-sm text-ink-700">
              {shown.map((quest) => (
                <li key={quest.id}>{quest.name}</li>
              ))}
              {program.quests.length > shown.length && <li className="list-none">+{formatCount(program.quests.length - shown.length, lang)}</li>}
            </ul>
          </div>
        )}
        <dl className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-3 text-sm text-ink-700">
          {program.averageRating !== null && (
            <div>
              <dt className="sr-only">{t("catalogue.ratingLabel")}</dt>
              <dd>
                <span aria-hidden="true" className="text-amber-500">
                  ★{" "}
                </span>
                <span className="font-semibold">{formatRating(program.averageRating, lang)}</span>
                <span className="sr-only"> / 5</span>
              </dd>
            </div>
          )}
          {program.enrollmentsCount > 0 && (
            <div>
              <dt className="sr-only">{t("catalogue.enrollmentsLabel")}</dt>
              <dd>{t("catalogue.enrolled", { count: program.enrollmentsCount, formatted: formatCount(program.enrollmentsCount, lang) })}</dd>
            </div>
          )}
          {program.duration !== null && (
            <div>
              <dt className="sr-only">{t("catalogue.durationLabel")}</dt>
              <dd>{formatDuration(program.duration, lang)}</dd>
            </div>
          )}
        </dl>
      </div>
    </article>
  );
}
