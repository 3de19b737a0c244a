import { z } from "zod";
import { asset, multilink, optionalText, text } from "../schema";
import type { PlaybackPlan } from "~/domain/playback";

/**
 * Fields of a `webinar_player` blok (issue "Webinars" point 5): the webinar to play when the
 * visitor's attendee names none, an optional title, a captions file (WebVTT asset) and the
 * registration page for visitors who are not registered.
 */
export const webinarPlayerSchema = z
  .object({
    webinar_id: text,
    title: optionalText,
    captions: asset.optional(),
    register_link: multilink.optional(),
  })
  .passthrough();

export type WebinarPlayerBlok = z.infer<typeof webinarPlayerSchema>;

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
      timeZone: string;
    };
