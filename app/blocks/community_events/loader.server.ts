import { fetchCommunityEvents, type CommunityEvent } from "~/services/connect.server";
import { defineBlockLoader } from "../define.server";
import { schema } from "./schema";

/** What the loader gives the view: plain JSON. */
export interface CommunityEventsData {
  events: CommunityEvent[];
}

/**
 * Server part of `community_events`: loads `count` events from the Connect API with the
 * member's token (visitors: public events, cached). A failure throws; `runBlockLoaders` logs
 * it and the view gets no data, showing only a quiet note (SPEC §8).
 */
export default defineBlockLoader(schema, async (blok, context): Promise<CommunityEventsData> => {
  return { events: await fetchCommunityEvents(blok.count, context.accessToken) };
});
