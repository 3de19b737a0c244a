/**
 * What the `score` loader gives its view: a visitor, a member whose profile could not be read
 * (`unavailable`: the block shows nothing, a failed profile read is silently ignored, docs/product/failures-and-limits.md),
 * or the signed-in member's assessment score (0–100, null before the first assessment) and
 * growth-area ratings (0–10, docs/product/members-and-sessions.md).
 */
export type ScoreData =
  | { kind: "visitor" }
  | { kind: "unavailable" }
  | {
      kind: "member";
      firstName: string;
      assessment: number | null;
      ratings: { id: string; name: string; category: string; score: number }[];
    };

/** Scales of the platform's scores (sandbox SDL: assessment 0–100, ratings 0–10). */
export const ASSESSMENT_MAX = 100;
export const RATING_MAX = 10;
