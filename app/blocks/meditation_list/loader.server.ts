import type { BlockServerDefinition } from "../server";
import { fetchRecommendedMeditations } from "~/services/platform/catalogue.server";
import { meditationListSchema, type MeditationListData } from "./index";

/** Server part of `meditation_list`: recommendedMeditations(duration bucket, count). */
export const meditationListServer: BlockServerDefinition = {
  async loader(raw): Promise<MeditationListData> {
    const { duration_bucket, count } = meditationListSchema.parse(raw);
    return { meditations: await fetchRecommendedMeditations({ durationBucket: duration_bucket, limit: count }) };
  },
};
