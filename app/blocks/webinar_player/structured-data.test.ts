import { describe, expect, it } from "vitest";
import type { StructuredDataContext } from "~/domain/search-and-sharing/structured-data";
import type { WebinarPlayerData } from "./loader.server";
import { webinarVideo } from "./structured-data";

const context: StructuredDataContext = {
  siteUrl: "https://site.example",
  pageUrl: "https://site.example/watch",
  inLanguage: "en",
  now: 0,
  image: "/hero.svg",
  firstPublishedAt: "2024-10-01T00:00:00Z",
};
const player = {
  kind: "player",
  title: "The Three-Breath Reset",
  video: { assetId: "v", url: "/sandbox-assets/webinars/reset.mp4", mimeType: "video/mp4", durationS: 2100 },
} as unknown as WebinarPlayerData;

describe("webinar_player structured data", () => {
  it("describes the recording an attendee watches", () => {
    expect(webinarVideo(player, context)).toMatchObject({
      "@type": "VideoObject",
      name: "The Three-Breath Reset",
      thumbnailUrl: "https://site.example/hero.svg",
      uploadDate: "2024-10-01T00:00:00Z",
      contentUrl: "https://site.example/sandbox-assets/webinars/reset.mp4",
      duration: "PT35M",
    });
  });

  it("gives nothing to visitors who are not registered, or without a thumbnail", () => {
    expect(webinarVideo({ kind: "not-registered", registerHref: null }, context)).toBeNull();
    expect(webinarVideo(player, { ...context, image: undefined })).toBeNull();
  });
});
