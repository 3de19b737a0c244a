import { z } from "zod";
import { asset, multilink, optionalText, text } from "../../block-kit/schema";

/**
 * Fields of a `webinar_player` blok (docs/product/webinars.md#watching-watch): the webinar to play when the
 * visitor's attendee names none, an optional title, a captions file (WebVTT asset) and the
 * registration page for visitors who are not registered.
 */
export const schema = z
  .object({
    webinar_id: text,
    title: optionalText,
    captions: asset.optional(),
    register_link: multilink.optional(),
  })
  .passthrough();

export type WebinarPlayerBlok = z.infer<typeof schema>;
