import { fetchUserProfile } from "~/services/platform/profile.server";
import { defineBlockLoader } from "../../block-kit/define.server";
import type { ScoreData } from "./data";
import { schema } from "./schema";

/**
 * Server part of `score`: visitors get `{ kind: "visitor" }` (a sign-in prompt); members their
 * profile's growth-area ratings and assessment score (fetchUserProfile, cached 60 s per
 * token). A failed profile fetch is logged by `fetchUserProfile` and otherwise silent: the
 * loader gives `{ kind: "unavailable" }` and the block renders nothing (docs/product/failures-and-limits.md).
 */
export default defineBlockLoader(schema, async (_blok, context): Promise<ScoreData> => {
  if (!context.accessToken) return { kind: "visitor" };
  const profile = await fetchUserProfile(context.accessToken);
  if (!profile) return { kind: "unavailable" };
  return {
    kind: "member",
    firstName: profile.firstName,
    assessment: profile.scores.assessment,
    ratings: profile.growthAreaRatings.map((r) => ({ id: r.growthArea.id, name: r.growthArea.name, category: r.growthArea.category, score: r.score })),
  };
});
