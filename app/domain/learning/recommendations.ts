/**
 * Which of the platform's `assessmentQuizRecommendations` candidates the site shows
 * (docs/product/learning-catalogue.md): only English items; quests de-duplicated by their first
 * (tagged) outcome, then at most 3; meditations at most 4, chosen per duration bucket —
 * less_than_5_mins 2, less_than_20_mins 1, greater_than_20_mins 1. Pure; candidates are taken
 * in the order the platform ranked them.
 */

/** Quests shown after de-duplication. */
export const RECOMMENDED_QUESTS = 3;
/** Meditations shown. */
export const RECOMMENDED_MEDITATIONS = 4;
/** Only items in this language are kept. */
export const RECOMMENDATION_LANGUAGE = "en";

export const DURATION_BUCKETS = ["less_than_5_mins", "less_than_20_mins", "greater_than_20_mins"] as const;
export type DurationBucket = (typeof DURATION_BUCKETS)[number];

/** Meditation buckets: how many of the 4 come from each (shortest first). */
export const BUCKET_QUOTAS: Readonly<Record<DurationBucket, number>> = {
  less_than_5_mins: 2,
  less_than_20_mins: 1,
  greater_than_20_mins: 1,
};

/**
 * The bucket of a meditation `minutes` long, as the platform's `DurationBucket` defines it:
 * under 5 minutes; 5 to under 20; 20 and more.
 */
export function durationBucket(minutes: number): DurationBucket {
  if (minutes < 5) return "less_than_5_mins";
  if (minutes < 20) return "less_than_20_mins";
  return "greater_than_20_mins";
}

type Ref = { id: string };
export interface QuestCandidate {
  quest: { id: string; language: string; outcomes: readonly Ref[] };
  outcomesTagged: readonly Ref[];
}
export interface MeditationCandidate {
  meditation: { id: string; language: string; duration: number };
}

const isEnglish = (language: string) => language.trim().toLowerCase() === RECOMMENDATION_LANGUAGE;

/**
 * The key quests are de-duplicated by (one quest per first outcome): the first
 * outcome the platform tagged the quest with (`outcomesTagged` — the chosen outcome
 * it was recommended for), so the quests shown cover different chosen outcomes, one each;
 * for an untagged quest its own first outcome; for one with neither, its own id (never a
 * duplicate of another quest).
 */
export function firstOutcomeKey(candidate: QuestCandidate): string {
  const first = candidate.outcomesTagged[0] ?? candidate.quest.outcomes[0];
  return first ? `outcome:${first.id}` : `quest:${candidate.quest.id}`;
}

/**
 * Quests: English quests only, the first of each first outcome kept (platform
 * order), then the first `limit` (default 3). Repeated quest ids count once.
 */
export function selectQuests<T extends QuestCandidate>(candidates: readonly T[], limit: number = RECOMMENDED_QUESTS): T[] {
  const seen = new Set<string>();
  const ids = new Set<string>();
  const kept: T[] = [];
  for (const candidate of candidates) {
    if (kept.length >= limit) break;
    if (!isEnglish(candidate.quest.language) || ids.has(candidate.quest.id)) continue;
    const key = firstOutcomeKey(candidate);
    if (seen.has(key)) continue;
    seen.add(key);
    ids.add(candidate.quest.id);
    kept.push(candidate);
  }
  return kept;
}

/**
 * Meditations: English only; per bucket the first ones up to its quota (2 under
 * 5 minutes, 1 of 5–20, 1 of 20 and more). When a bucket has fewer candidates than its quota,
 * the free places are filled with the best-ranked remaining English meditations of any
 * bucket, so up to 4 are still shown whenever 4 exist (decision: a short list of the right
 * length beats a gap; the quotas shape the mix, they are not a hard filter). The result is
 * ordered shortest first. Repeated ids count once.
 */
export function selectMeditations<T extends MeditationCandidate>(candidates: readonly T[], total: number = RECOMMENDED_MEDITATIONS): T[] {
  const english: T[] = [];
  const ids = new Set<string>();
  for (const candidate of candidates) {
    if (!isEnglish(candidate.meditation.language) || ids.has(candidate.meditation.id)) continue;
    ids.add(candidate.meditation.id);
    english.push(candidate);
  }
  const chosen = new Set<T>();
  for (const bucket of DURATION_BUCKETS) {
    const inBucket = english.filter((c) => durationBucket(c.meditation.duration) === bucket);
    for (const candidate of inBucket.slice(0, BUCKET_QUOTAS[bucket])) {
      if (chosen.size < total) chosen.add(candidate);
    }
  }
  for (const candidate of english) {
    if (chosen.size >= total) break;
    chosen.add(candidate);
  }
  // Stable: equal durations keep the platform's order.
  return english.filter((c) => chosen.has(c)).sort((a, b) => a.meditation.duration - b.meditation.duration);
}

/** Both rules at once, for an `assessmentQuizRecommendations` answer. */
export function selectRecommendations<Q extends QuestCandidate, M extends MeditationCandidate>(answer: {
  quests: readonly Q[];
  meditations: readonly M[];
}): { quests: Q[]; meditations: M[] } {
  return { quests: selectQuests(answer.quests), meditations: selectMeditations(answer.meditations) };
}
