import { describe, expect, it } from "vitest";
import type { StructuredDataContext } from "~/domain/search-and-sharing/structured-data";
import type { Author } from "~/services/platform/entities";
import definition from "./structured-data";

const context: StructuredDataContext = { siteUrl: "https://site.example", pageUrl: "https://site.example/ar/trainers/amara", inLanguage: "ar", now: 0 };
const author = {
  id: "a",
  name: "Amara Okafor",
  slug: "amara",
  headline: "Breathwork teacher",
  description: "Former nurse.",
  portrait: { url: "/p.svg", width: 1, height: 1 },
  avatar: null,
} as unknown as Author;

describe("trainer_profile structured data", () => {
  it("makes the trainer the Person the page is a profile of", () => {
    const added = definition.build({ _uid: "u", component: "trainer_profile" }, { author, quests: null, programs: null }, context);
    expect(added.profile).toBe(true);
    expect(added.mainEntities).toEqual([
      expect.objectContaining({
        "@type": "Person",
        name: "Amara Okafor",
        jobTitle: "Breathwork teacher",
        description: "Former nurse.",
        image: "https://site.example/p.svg",
        url: context.pageUrl,
      }),
    ]);
  });
});
