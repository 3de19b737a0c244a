import type { BlockServerDefinition } from "../server";
import { fetchCommunityEvents } from "~/services/connect.server";
import { communityEventsSchema, type CommunityEventsData } from "./index";

/**
 * Server part of `community_events`: loads `count` events from the Connect API with the
 * member's token (visitors: public events, cached). A failure throws; `runBlockLoaders` logs
 * it and the view gets no data, showing only a quiet note (SPEC §8).
 */
export const communityEventsServer: BlockServerDefinition = {
  async loader(blok, context): Promise<CommunityEventsData> {
    const { count } = communityEventsSchema.parse(blok);
    return { events: await fetchCommunityEvents(count, context.accessToken) };
  },
};
