import type { ResolvedLink } from "~/domain/routing/links";
import type { Meditation, Quest } from "~/services/platform/entities";
import { MeditationCard } from "./MeditationCard";
import { QuestCard } from "./QuestCard";

/**
 * Recommended quests (a grid of up to 3 across) then meditations (2 across), each list under
 * its own heading; a list that is empty is left out. Shared by the assessment quiz's results
 * and the `recommendations` block. Cards are headed at h4 (QuestCard, MeditationCard).
 */
export function RecommendedLists({
  idPrefix,
  quests,
  meditations,
  questsTitle,
  meditationsTitle,
  headingLevel,
  meditationLink,
}: {
  /** Unique on the page: the sections' heading ids derive from it. */
  idPrefix: string;
  quests: readonly Quest[];
  meditations: readonly Meditation[];
  questsTitle: string;
  meditationsTitle: string;
  /** Of the two section headings. */
  headingLevel: 3 | 4;
  /** Where a meditation card leads (MeditationCard); none: the cards are not links. */
  meditationLink?: ResolvedLink | null;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      {quests.length > 0 && (
        <section aria-labelledby={`${idPrefix}-quests`} className="flex flex-col gap-4">
          <Heading id={`${idPrefix}-quests`} className="text-xl font-bold tracking-tight">
            {questsTitle}
          </Heading>
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {quests.map((quest) => (
              <li key={quest.id}>
                <QuestCard quest={quest} headingLevel={4} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {meditations.length > 0 && (
        <section aria-labelledby={`${idPrefix}-meditations`} className="flex flex-col gap-4">
          <Heading id={`${idPrefix}-meditations`} className="text-xl font-bold tracking-tight">
            {meditationsTitle}
          </Heading>
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {meditations.map((meditation) => (
              <li key={meditation.id}>
                <MeditationCard meditation={meditation} headingLevel={4} link={meditationLink} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
