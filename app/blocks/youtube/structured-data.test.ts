import { describe, expect, it } from "vitest";
import type { StructuredDataContext } from "~/domain/search-and-sharing/structured-data";
import { youtubeVideo } from "./structured-data";

const context: StructuredDataContext = {
  siteUrl: "https://site.example",
  pageUrl: "https://site.example/fr/demo",
  inLanguage: "fr",
  now: 0,
  firstPublishedAt: "2024-11-09T11:28:00.000Z",
};

describe("youtube structured data", () => {
  it("describes the video with Google's required name, thumbnail and upload date", () => {
    expect(youtubeVideo({ video_id: "dQw4w9WgXcQ", title: "Reset" }, context)).toMatchObject({
      "@type": "VideoObject",
      name: "Reset",
      inLanguage: "fr",
      thumbnailUrl: "https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg",
      uploadDate: "2024-11-09T11:28:00.000Z",
      embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    });
    expect(youtubeVideo({ video_id: "dQw4w9WgXcQ", title: "Reset", poster: { filename: "/poster.svg" } }, context)).toMatchObject({
      thumbnailUrl: "https://site.example/poster.svg",
    });
  });

  it("gives nothing for a page never published (no upload date to give)", () => {
    expect(youtubeVideo({ video_id: "dQw4w9WgXcQ", title: "Reset" }, { ...context, firstPublishedAt: null })).toBeNull();
  });
});
