import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { BlokProblem } from "~/domain/storyblok/blok";

/**
 * In the visual editor only: a list of what is wrong with the story's content (unknown
 * blocks, invalid fields, unknown `{{variables}}`, repaired fields and rich text, a content
 * type the site does not render), each with its blok and field, so editors can fix it; and,
 * in a preview of a Storyblok release, which release it shows. Visitors never see it.
 */
export function PreviewProblems({ problems }: { problems: readonly BlokProblem[] }) {
  // The story route's data names the release a preview shows (pages/story-payload.server.ts).
  const release = (useLoaderData() as { release?: number } | undefined)?.release;
  if (!release && problems.length === 0) return null;
  return (
    <>
      {release && <PreviewRelease release={release} />}
      {problems.length > 0 && <ProblemList problems={problems} />}
    </>
  );
}

function ProblemList({ problems }: { problems: readonly BlokProblem[] }) {
  const { t } = useTranslation();
  return (
    <aside aria-label={t("preview.problemsLabel")} className="border-b-2 border-amber-500 bg-amber-50 px-4 py-3 text-sm text-amber-950 sm:px-6">
      <p className="font-semibold">{t("preview.problemsTitle", { count: problems.length })}</p>
      <ul className="mt-1 list-disc ps-5">
        {problems.map((problem, index) => (
          <li key={`${problem.uid}-${index}`}>
            <code>{problem.component}</code>
            {problem.field && (
              <>
                {" › "}
                <code>{problem.field}</code>
              </>
            )}
            : {problem.detail}
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** In the visual editor, previewing a release: says which, so the editor knows this is not the current draft. */
function PreviewRelease({ release }: { release: number }) {
  const { t } = useTranslation();
  return (
    <aside aria-label={t("preview.releaseLabel")} className="border-b-2 border-violet-400 bg-violet-50 px-4 py-2 text-sm text-violet-950 sm:px-6">
      {t("preview.release", { release })}
    </aside>
  );
}
