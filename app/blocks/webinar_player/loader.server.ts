import { resolvedLinkOf } from "../../block-kit/link-field.server";
import { playbackPlan, type PlaybackPlan } from "~/domain/webinars/playback";
import { safeRedirectTarget } from "~/domain/routing/redirect-target";
import { formatZoned, type ZonedTime } from "~/domain/webinars/zoned-time";
import { attendeeOfRequest } from "~/services/attendee-cookie.server";
import { logger } from "~/services/logger.server";
import { fetchAttendee, getWebinarSettings, progressIn } from "~/services/platform/webinars.server";
import { defineBlockLoader } from "../../block-kit/define.server";
import { schema } from "./schema";

/** What the player's loader gives the view. */
export type WebinarPlayerData =
  | { kind: "not-registered"; registerHref: string | null }
  | {
      kind: "player";
      title: string;
      video: { assetId: string; url: string; mimeType: string; durationS: number };
      /** The attendee's uuid (the visitor's own; the page is private) for status updates. */
      attendeeUuid: string;
      /** The attendee's slot start, ISO instant. */
      slot: string;
      plan: PlaybackPlan;
      /** Server clock when rendered, ms. */
      now: number;
      /** The slot in the visitor's zone as the server knows it (the `tz` client hint, else UTC), page language. */
      when: ZonedTime;
    };

/**
 * Server part of `webinar_player`: the visitor's attendee (`?a=` or the attendee cookie) with
 * their slot and saved progress (fetchAttendee, never cached), the webinar's video
 * (getWebinarSettings; the attendee's webinar, else the blok's) and the playback plan at this
 * moment (`~/domain/webinars/playback`). No attendee (or one the platform does not know): the
 * "register first" panel. Platform failures throw: the block then shows its retry note.
 * Not `personal`: a request naming an attendee makes its page personal (story-route.server.ts);
 * without one every visitor gets the same "register first" panel, so that page is shared.
 */
export default defineBlockLoader(schema, async (blok, context): Promise<WebinarPlayerData> => {
  const { attendee: stored } = await attendeeOfRequest(context.request);
  const attendee = stored ? await fetchAttendee(stored.uuid) : null;
  if (!attendee) {
    const link = resolvedLinkOf(blok.register_link, context.lang);
    return { kind: "not-registered", registerHref: link ? (safeRedirectTarget(link.href, context.lang, {})?.href ?? null) : null };
  }
  const webinar = await getWebinarSettings(attendee.webinarId || blok.webinar_id);
  if (!webinar?.video) {
    logger.warn("webinar-player-no-video", { uid: blok._uid, webinarId: attendee.webinarId });
    throw new Error(`webinar ${attendee.webinarId} has no video`);
  }
  const now = Date.now();
  const saved = progressIn(attendee, webinar.video.id);
  const video = { assetId: webinar.video.id, url: webinar.video.url, mimeType: webinar.video.mimeType, durationS: webinar.video.duration };
  return {
    kind: "player",
    title: blok.title ?? webinar.title,
    video,
    attendeeUuid: attendee.uuid,
    slot: attendee.timeslot,
    plan: playbackPlan({ nowMs: now, slot: attendee.timeslot, durationS: video.durationS, savedS: saved?.currentTime ?? null }),
    now,
    when: formatZoned(attendee.timeslot, context.timeZone, context.lang),
  };
});
