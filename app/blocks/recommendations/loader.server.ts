import { DURATION_BUCKETS, RECOMMENDATION_LANGUAGE, selectMeditations } from "~/domain/learning/recommendations";
import { fetchRecommendedMeditations, fetchRecommendedQuests } from "~/services/platform/catalogue.server";
import { fetchUserProfile } from "~/services/platform/profile.server";
import { defineBlockLoader } from "../../block-kit/define.server";
import type { RecommendationsData } from "./data";
import { schema } from "./schema";

/** Extra quests asked for, so that `count` usually remain after dropping other languages. */
const EXTRA_QUESTS = 6;
/** Meditations asked for per duration bucket before the bucket quotas pick 4 (docs/product/learning-catalogue.md). */
const PER_BUCKET = 4;

/**
 * Server part of `recommendations`: recommendedQuests(limit) with the member's token
 * (personal; best rated for visitors), and recommendedMeditations for each duration bucket,
 * preferring the member's profile outcomes; then the rules of docs/product/learning-catalogue.md: English only, meditations 2 / 1 / 1
 * by bucket (`~/domain/learning/recommendations`). A failed platform call throws: the block shows its
 * unavailable note (docs/product/failures-and-limits.md). A failed profile read only loses the personal touch.
 */
export default defineBlockLoader(schema, async (blok, context): Promise<RecommendationsData> => {
  const { accessToken } = context;
  // Quests start at once; the meditation calls wait only for the profile's outcomes.
  const profilePending = accessToken ? fetchUserProfile(accessToken) : Promise.resolve(null);
  const bucketsPending = blok.meditations
    ? profilePending.then((profile) => {
        const outcomeIds = profile?.outcomes.map((o) => o.id);
        return Promise.all(DURATION_BUCKETS.map((durationBucket) => fetchRecommendedMeditations({ durationBucket, limit: PER_BUCKET, outcomeIds })));
      })
    : Promise.resolve([]);
  const [quests, profile, buckets] = await Promise.all([fetchRecommendedQuests(blok.count + EXTRA_QUESTS, { accessToken }), profilePending, bucketsPending]);
  const meditations = selectMeditations(buckets.flat().map((meditation) => ({ meditation }))).map((c) => c.meditation);
  return {
    member: accessToken ? { firstName: profile?.firstName ?? null } : null,
    quests: quests.filter((q) => q.language === RECOMMENDATION_LANGUAGE).slice(0, blok.count),
    meditations,
  };
});
