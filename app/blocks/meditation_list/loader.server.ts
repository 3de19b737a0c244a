import { fetchRecommendedMeditations } from "~/services/platform/catalogue.server";
import type { Meditation } from "~/services/platform/entities";
import { defineBlockLoader } from "../../block-kit/define.server";
import { schema } from "./schema";

/** Server part of `meditation_list`: recommendedMeditations(duration bucket, count). */
export default defineBlockLoader(schema, async (blok): Promise<{ meditations: Meditation[] }> => {
  const { duration_bucket, count } = blok;
  return { meditations: await fetchRecommendedMeditations({ durationBucket: duration_bucket, limit: count }) };
});
