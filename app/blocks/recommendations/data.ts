import type { Meditation, Quest } from "~/services/platform/entities";

/**
 * What the `recommendations` loader gives its view: for a member (`member` set; the first
 * name when the profile could be read) their personal picks, for a visitor the best-rated
 * ones; English only and meditations by the duration buckets of docs/product/learning-catalogue.md.
 */
export interface RecommendationsData {
  member: { firstName: string | null } | null;
  quests: Quest[];
  meditations: Meditation[];
}
