import type { VideoObject } from "schema-dts";
import { absoluteUrl, isoDuration, type StructuredDataContext } from "~/domain/search-and-sharing/structured-data";
import { defineStructuredData } from "../../block-kit/define-structured-data";
import type { WebinarPlayerData } from "./loader.server";
import { schema } from "./schema";

/**
 * The webinar recording an attendee watches, as a schema.org VideoObject (Google "Video":
 * `name`, `thumbnailUrl`, `uploadDate`). Only when the player shows (a registered attendee's
 * page; visitors get the "register first" panel and no video), the page has a lead image to
 * stand as thumbnail, and the page was published (its first publication is the upload date).
 */
export function webinarVideo(data: WebinarPlayerData, context: StructuredDataContext): VideoObject | null {
  if (data.kind !== "player" || !context.image || !context.firstPublishedAt) return null;
  const duration = isoDuration(data.video.durationS / 60);
  return {
    "@type": "VideoObject",
    name: data.title,
    description: context.description ?? data.title,
    inLanguage: context.inLanguage,
    thumbnailUrl: absoluteUrl(context.siteUrl, context.image),
    uploadDate: context.firstPublishedAt,
    contentUrl: absoluteUrl(context.siteUrl, data.video.url),
    encodingFormat: data.video.mimeType,
    ...(duration ? { duration } : {}),
  };
}

export default defineStructuredData(schema, (_blok, data: WebinarPlayerData | null | undefined, context) => {
  const video = data ? webinarVideo(data, context) : null;
  return { items: video ? [video] : [] };
});
