import type { VideoObject } from "schema-dts";
import { absoluteUrl, type StructuredDataContext } from "~/domain/search-and-sharing/structured-data";
import { defineStructuredData } from "../../block-kit/define-structured-data";
import { schema } from "./schema";

/**
 * An embedded YouTube video as a schema.org VideoObject (Google "Video": `name`,
 * `thumbnailUrl`, `uploadDate`). The thumbnail is the blok's poster, else YouTube's own; the
 * upload date is when the page first published it (the blok does not know YouTube's).
 * Nothing when the page was never published (a draft in preview).
 */
export function youtubeVideo(
  blok: { video_id: string; title: string; poster?: { filename?: string | null } },
  context: StructuredDataContext,
): VideoObject | null {
  if (!context.firstPublishedAt) return null;
  const poster = blok.poster?.filename;
  return {
    "@type": "VideoObject",
    name: blok.title,
    description: blok.title,
    inLanguage: context.inLanguage,
    thumbnailUrl: poster ? absoluteUrl(context.siteUrl, poster) : `https://i.ytimg.com/vi/${blok.video_id}/hqdefault.jpg`,
    uploadDate: context.firstPublishedAt,
    embedUrl: `https://www.youtube-nocookie.com/embed/${blok.video_id}`,
    url: `https://www.youtube.com/watch?v=${blok.video_id}`,
  };
}

export default defineStructuredData(schema, (blok, _data, context) => {
  const video = youtubeVideo(blok, context);
  return { items: video ? [video] : [] };
});
