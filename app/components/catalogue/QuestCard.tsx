import type { ReactElement } from "react";
import { useTranslation } from "~/i18n/react";
import { CARD_FOCUS_RING, CARD_LINK } from "./card-focus";
import { usePageContext } from "~/components/page-context";
import { AppLink } from "~/components/AppLink";
import { questPagePath } from "~/domain/learning/site-paths";
import { formatCount, formatDuration, formatNames, formatRating, languageName } from "~/domain/learning/catalogue-format";
import type { Quest } from "~/services/platform/entities";
import { PlatformImage } from "./PlatformImage";

/**
 * A quest as a card (docs/product/learning-catalogue.md): cover, title, authors, rating,
 * enrolments, duration, language, and badges for coming soon, membership, self-paced and
 * the member's own quests. The whole card links to the quest's page on this site, in the page's
 * language (its sales page in the app when coming soon, or when the quest has no page).
 */
export function QuestCard({ quest, headingLevel = 3 }: { quest: Quest; headingLevel?: 2 | 3 | 4 }) {
  const { t } = useTranslation();
  const { lang } = usePageContext();
  const Heading = `h${headingLevel}` as const;
  const href = (quest.settings.comingSoon ? quest.settings.salesUrl : null) ?? questPagePath(quest.url, lang) ?? quest.settings.salesUrl;
  const authors = formatNames(
    quest.authors.map((a) => a.name),
    lang,
  );
  const badges = useQuestBadges(quest);
  const schedule = useQuestSchedule(quest);
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white text-ink-900 shadow-sm ring-1 ring-ink-100 transition hover:shadow-lg ${CARD_FOCUS_RING}`}
      data-quest={quest.slug}
    >
      <div className="relative">
        {quest.coverAsset ? (
          <PlatformImage
            asset={quest.coverAsset}
            alt=""
            width={640}
            aspect={3 / 2}
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
            className="aspect-[3/2] w-full object-cover"
          />
        ) : (
          <div aria-hidden="true" className="aspect-[3/2] w-full bg-gradient-to-br from-brand-100 to-brand-200" />
        )}
        {badges.length > 0 && (
          <ul className="absolute start-3 top-3 flex flex-wrap gap-2" aria-label={t("catalogue.badges")}>
            {badges}
          </ul>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <Heading className="text-lg font-bold leading-snug tracking-tight">
          {href ? (
            <AppLink href={href} external={/^https?:/.test(href)} className={CARD_LINK}>
              {quest.name}
            </AppLink>
          ) : (
            quest.name
          )}
        </Heading>
        {authors && <p className="text-sm text-ink-600">{t("catalogue.by", { names: authors })}</p>}
        <dl className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-3 text-sm text-ink-700">
          <div className="flex items-center gap-1">
            <dt className="sr-only">{t("catalogue.ratingLabel")}</dt>
            <dd>
              {quest.averageRating !== null ? (
                <>
                  <span aria-hidden="true" className="text-amber-500">
                    ★{" "}
                  </span>
                  <span className="font-semibold">{formatRating(quest.averageRating, lang)}</span>
                  <span className="sr-only"> / 5</span>
                </>
              ) : (
                t("catalogue.new")
              )}
            </dd>
          </div>
          {quest.enrollmentsCount > 0 && (
            <div>
              <dt className="sr-only">{t("catalogue.enrollmentsLabel")}</dt>
              <dd>{t("catalogue.enrolled", { count: quest.enrollmentsCount, formatted: formatCount(quest.enrollmentsCount, lang) })}</dd>
            </div>
          )}
          {quest.duration !== null && (
            <div>
              <dt className="sr-only">{t("catalogue.durationLabel")}</dt>
              <dd>{formatDuration(quest.duration, lang)}</dd>
            </div>
          )}
          <div>
            <dt className="sr-only">{t("catalogue.languageLabel")}</dt>
            <dd>{languageName(quest.language, lang)}</dd>
          </div>
        </dl>
        {schedule && <p className="text-sm font-medium text-brand-700">{schedule}</p>}
      </div>
    </article>
  );
}

const TONES = {
  brand: "bg-brand-700 text-white",
  amber: "bg-amber-100 text-amber-900",
  green: "bg-emerald-100 text-emerald-900",
} as const;

export function Badge({ tone, children }: { tone: keyof typeof TONES; children: string }) {
  return <li className={`rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm ${TONES[tone]}`}>{children}</li>;
}

/** The badges a quest wears on its card and its page: coming soon, membership, the member's own (completed). */
export function useQuestBadges(quest: Quest): ReactElement[] {
  const { t } = useTranslation();
  return [
    quest.settings.comingSoon && (
      <Badge key="soon" tone="amber">
        {t("catalogue.comingSoon")}
      </Badge>
    ),
    quest.membership && (
      <Badge key="membership" tone="brand">
        {t("catalogue.membership")}
      </Badge>
    ),
    quest.owned && (
      <Badge key="owned" tone="green">
        {quest.userProgress?.completed ? t("catalogue.completed") : t("catalogue.owned")}
      </Badge>
    ),
  ].filter((badge): badge is ReactElement => Boolean(badge));
}

/** When a quest runs, as its card and its page say it: "Self-paced", "Starts today", "Starts in 3 days"; null when unknown. */
export function useQuestSchedule(quest: Quest): string | null {
  const { t } = useTranslation();
  if (quest.settings.selfPaced) return t("catalogue.selfPaced");
  const startsIn = quest.nextRelease && !quest.nextRelease.perpetual ? quest.nextRelease.daysToStart : null;
  if (startsIn === null) return null;
  return startsIn === 0 ? t("catalogue.startsToday") : t("catalogue.startsIn", { count: startsIn });
}
