import { useTranslation } from "~/i18n/react";
import { useBlockData } from "../../block-kit/block-data";
import { blockProps } from "../../block-kit/block-props";
import { linkOf } from "../../block-kit/link-field";
import type { BlockViewProps } from "../../block-kit/types";
import { usePageContext } from "~/components/page-context";
import { RecommendedLists } from "~/components/catalogue/RecommendedLists";
import { SignInPrompt } from "~/components/SignInPrompt";
import { localizePath } from "~/domain/routing/locale-path";
import type loader from "./loader.server";
import type { schema } from "./schema";

/**
 * `recommendations`: quests (`count`, default 3) and, unless switched off,
 * 4 meditations recommended for the signed-in member (platform recommendedQuests and
 * recommendedMeditations, docs/product/learning-catalogue.md). Visitors see the best-rated picks and an invitation
 * to sign in or take the assessment (`quiz_path`, default `/assessment`). Quest cards link to
 * the quests' pages on this site; meditation cards to `meditation_link` when it is set.
 */
export default function Recommendations({ blok }: BlockViewProps<typeof schema>) {
  const { t } = useTranslation();
  const { lang } = usePageContext();
  const data = useBlockData<typeof loader>(blok);
  const member = data?.member ?? null;
  const title = blok.title ?? (member ? t("quiz.recommendations.memberTitle") : t("quiz.recommendations.visitorTitle"));
  const intro =
    blok.intro ??
    (member
      ? member.firstName
        ? t("quiz.recommendations.memberIntro", { name: member.firstName })
        : t("quiz.recommendations.memberIntroNoName")
      : t("quiz.recommendations.visitorIntro"));
  const empty = data && data.quests.length === 0 && data.meditations.length === 0;
  return (
    <div {...blockProps(blok)} data-recommendations={member ? "member" : "visitor"} className="flex flex-col gap-8">
      <header className="max-w-3xl">
        <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h2>
        <p className="mt-2 text-lg text-ink-700">{intro}</p>
      </header>
      {!data && (
        <p role="status" className="rounded-2xl bg-ink-50 p-6 text-ink-700">
          {t("quiz.recommendations.unavailable")}
        </p>
      )}
      {empty && <p className="rounded-2xl bg-ink-50 p-6 text-ink-700">{t("quiz.recommendations.empty")}</p>}
      {data && (
        <RecommendedLists
          idPrefix={blok._uid}
          quests={data.quests}
          meditations={data.meditations}
          questsTitle={t("quiz.recommendations.quests")}
          meditationsTitle={t("quiz.recommendations.meditations")}
          headingLevel={3}
          meditationLink={linkOf(blok.meditation_link)}
        />
      )}
      {!member && (
        <SignInPrompt
          headingLevel={3}
          title={t("quiz.recommendations.signInTitle")}
          text={t("quiz.recommendations.signInText")}
          secondary={{ href: localizePath(lang, blok.quiz_path), label: t("quiz.takeQuiz") }}
        />
      )}
    </div>
  );
}

/** Cards of links or the sign-in prompt: no state of its own (docs/decisions/0019). */
export const staticTag = "div";

/** Interface-string groups this view and the components it renders translate from. */
export const strings = ["catalogue", "quiz"];
