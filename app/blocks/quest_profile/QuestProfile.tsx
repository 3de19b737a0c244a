import { useTranslation } from "~/i18n/react";
import { usePageContext, useTextDirection } from "~/components/page-context";
import { ButtonLink } from "~/components/ButtonLink";
import { PlatformImage } from "~/components/catalogue/PlatformImage";
import { useQuestBadges, useQuestSchedule } from "~/components/catalogue/QuestCard";
import { TrainerCard } from "~/components/catalogue/TrainerCard";
import { localizePath } from "~/domain/routing/locale-path";
import { formatCount, formatDuration, formatNames, formatRating, languageName } from "~/domain/learning/catalogue-format";
import type { Language } from "~/i18n/languages";
import type { Quest } from "~/services/platform/entities";
import type { QuestPageData } from "./quest.server";

/** The page where visitors compare plans: where a quest's call to action sends them. */
export const MEMBERSHIP_PAGE = "/membership";

/** The quest page's call to action: its link, label key and whether it leaves the site. */
export interface QuestAction {
  href: string;
  label: "catalogue.quest.joinWaitlist" | "catalogue.quest.startInApp" | "catalogue.quest.continueInApp" | "catalogue.quest.seeMembership";
  external: boolean;
}

/**
 * What the quest page offers (docs/product/learning-catalogue.md#quest-pages): a quest coming
 * soon its waiting list; a member the quest in the app (its sales URL, "continue" when they own
 * it); everyone else the membership and pricing page in the page's language.
 */
export function questAction(quest: Quest, member: boolean, lang: Language): QuestAction {
  const app = quest.settings.salesUrl;
  if (app && quest.settings.comingSoon) return { href: app, label: "catalogue.quest.joinWaitlist", external: true };
  if (app && member) return { href: app, label: quest.owned ? "catalogue.quest.continueInApp" : "catalogue.quest.startInApp", external: true };
  return { href: localizePath(lang, MEMBERSHIP_PAGE), label: "catalogue.quest.seeMembership", external: false };
}

/**
 * The page of a quest `/quests/{id}` (docs/product/learning-catalogue.md#quest-pages): cover, name,
 * trainers, description and the call to action, then its figures (rating out of 5, enrolments,
 * duration, language), what it works on and its trainers, each linked to their page. Its own
 * headings are h2 (h3 for trainers), under the quest's name.
 */
export function QuestProfile({ data }: { data: QuestPageData }) {
  const { t } = useTranslation();
  const { lang } = usePageContext();
  // The platform's texts are in the quest's language: English on an Arabic page reads left to right.
  const dir = useTextDirection();
  const { quest } = data;
  // On its own page the quest's name is the page's heading; shown on another page, a section's.
  const Title = data.subject ? "h1" : "h2";
  const action = questAction(quest, data.member, lang);
  const names = formatNames(
    quest.authors.map((author) => author.name),
    lang,
  );
  const badges = useQuestBadges(quest);
  const schedule = useQuestSchedule(quest);
  const figures = [
    {
      key: "rating",
      label: t("catalogue.ratingLabel"),
      value: quest.averageRating !== null ? t("catalogue.quest.ratingOutOf", { rating: formatRating(quest.averageRating, lang) }) : t("catalogue.new"),
    },
    quest.enrollmentsCount > 0 && {
      key: "enrolled",
      label: t("catalogue.enrollmentsLabel"),
      value: t("catalogue.enrolled", { count: quest.enrollmentsCount, formatted: formatCount(quest.enrollmentsCount, lang) }),
    },
    quest.duration !== null && { key: "duration", label: t("catalogue.durationLabel"), value: formatDuration(quest.duration, lang) },
    { key: "language", label: t("catalogue.languageLabel"), value: languageName(quest.language, lang) },
  ].filter((figure) => figure !== false);
  return (
    <div className="bg-white text-ink-900" data-quest-page={quest.id}>
      <header className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:items-center lg:gap-12 lg:py-16">
          <div className="min-w-0">
            {badges.length > 0 && (
              <ul className="mb-4 flex flex-wrap gap-2" aria-label={t("catalogue.badges")}>
                {badges}
              </ul>
            )}
            <Title dir={dir(quest.name)} className="text-4xl font-bold tracking-tight sm:text-5xl">
              {quest.name}
            </Title>
            {names && <p className="mt-3 text-lg font-medium text-brand-700">{t("catalogue.by", { names })}</p>}
            {quest.description && (
              <p dir={dir(quest.description)} className="mt-4 max-w-prose text-lg leading-relaxed text-ink-700">
                {quest.description}
              </p>
            )}
            {schedule && <p className="mt-4 font-semibold text-ink-700">{schedule}</p>}
            <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2">
              <ButtonLink href={action.href} external={action.external}>
                {t(action.label)}
              </ButtonLink>
              {action.external && <span className="text-sm text-ink-600">{t("catalogue.opensApp")}</span>}
            </div>
          </div>
          {quest.coverAsset ? (
            <PlatformImage
              asset={quest.coverAsset}
              alt=""
              width={640}
              aspect={3 / 2}
              sizes="(min-width: 1152px) 552px, (min-width: 1024px) 46vw, 100vw"
              priority
              className="aspect-[3/2] w-full rounded-3xl object-cover shadow-lg"
            />
          ) : (
            <div aria-hidden="true" className="aspect-[3/2] w-full rounded-3xl bg-gradient-to-br from-brand-100 to-brand-300" />
          )}
        </div>
        <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-3 px-4 pb-10 sm:px-6 md:grid-cols-4">
          {figures.map((figure) => (
            <div key={figure.key} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-100" data-figure={figure.key}>
              <dt className="text-sm text-ink-600">{figure.label}</dt>
              <dd className="mt-1 text-lg font-bold">
                {figure.key === "rating" && quest.averageRating !== null && (
                  <span aria-hidden="true" className="text-amber-500">
                    ★{" "}
                  </span>
                )}
                {figure.value}
              </dd>
            </div>
          ))}
        </dl>
      </header>

      {quest.outcomes.length > 0 && (
        <section aria-labelledby="quest-outcomes" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
          <h2 id="quest-outcomes" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t("catalogue.quest.outcomes")}
          </h2>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {quest.outcomes.map((outcome) => (
              <li key={outcome.id} className="flex items-start gap-3 rounded-2xl bg-brand-50 p-4 text-lg font-medium text-brand-900">
                <span aria-hidden="true" className="text-brand-600">
                  ✓
                </span>
                <span dir={dir(outcome.name)}>{outcome.name}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {quest.authors.length > 0 && (
        <section aria-labelledby="quest-trainers" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
          <h2 id="quest-trainers" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t("catalogue.quest.trainers", { count: quest.authors.length })}
          </h2>
          <ul className="mt-6 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
            {quest.authors.map((author) => (
              <li key={author.id}>
                <TrainerCard author={author} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
