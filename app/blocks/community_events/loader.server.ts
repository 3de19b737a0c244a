import { fetchCommunityEvents } from "~/services/connect.server";
import { defineBlockLoader } from "../../block-kit/define.server";
import { listEvents, type ListedEvent } from "./events";
import { schema } from "./schema";

/** What the loader gives the view: plain JSON. */
export interface CommunityEventsData {
  events: ListedEvent[];
}

/**
 * Server part of `community_events`: loads `count` events from the Connect API with the
 * member's token (visitors: public events, cached). A failure throws; `runBlockLoaders` logs
 * it and the view gets no data, showing only a quiet note (docs/product/failures-and-limits.md).
 *
 * Each event's times come formatted in its own zone and the page language (`when`): the
 * browser shows them as sent and formats only for its own zone, once looked up, because a
 * zoned `Intl` format costs ~25 ms of main thread on first use.
 */
export default defineBlockLoader(schema, async (blok, context): Promise<CommunityEventsData> => {
  return { events: listEvents(await fetchCommunityEvents(blok.count, context.accessToken), context.lang) };
});
