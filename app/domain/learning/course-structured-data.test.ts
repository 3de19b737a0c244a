import { describe, expect, it } from "vitest";
import { courseItem } from "./course-structured-data";
import type { StructuredDataContext } from "../search-and-sharing/structured-data";

const context: StructuredDataContext = {
  siteUrl: "https://site.example",
  pageUrl: "https://site.example/de/quests/focus",
  inLanguage: "de",
  now: 0,
  description: "Dreißig Lektionen",
};
const author = { id: "a1", name: "Amara Okafor", slug: "amara-okafor", headline: null, avatar: null, portrait: null };

const quest = {
  id: "focus",
  name: "Unstoppable Focus",
  description: "Thirty lessons",
  duration: 300,
  membership: true,
  productId: "prod-1",
  coverAsset: { url: "/cover/focus.svg", width: null, height: null },
  authors: [author],
  settings: { comingSoon: false, salesUrl: "https://app.example/checkout/focus", selfPaced: true, language: "en" },
};

const program = { id: "compass", name: "Inner Compass", allAccess: false, duration: 1560, description: null, authors: [], coverAsset: null };

describe("courseItem", () => {
  it("describes a membership quest: subscription offer, online instance with its workload, instructor", () => {
    const course = courseItem({ name: "Story name", description: context.description }, { kind: "quest", quest }, context) as unknown as Record<
      string,
      unknown
    >;
    expect(course).toMatchObject({
      "@type": "Course",
      name: "Unstoppable Focus",
      description: "Dreißig Lektionen",
      inLanguage: "de",
      provider: { "@type": "Organization", name: "Brightpath", url: "https://site.example/" },
      image: "https://site.example/cover/focus.svg",
      offers: { "@type": "Offer", category: "Subscription", url: "https://app.example/checkout/focus" },
      hasCourseInstance: {
        "@type": "CourseInstance",
        courseMode: "Online",
        courseWorkload: "PT5H",
        instructor: [{ "@type": "Person", name: "Amara Okafor", url: "https://site.example/trainers/amara-okafor" }],
      },
    });
  });

  it("gives a program outside the all-access pass a paid offer", () => {
    const course = courseItem({ name: "Inner Compass" }, { kind: "program", program }, context) as unknown as Record<string, unknown>;
    expect(course.offers).toMatchObject({ category: "Paid" });
    expect(course.hasCourseInstance).toMatchObject({ courseWorkload: "PT26H" });
  });

  it("without a platform record, describes the course by its page and claims no price model", () => {
    const course = courseItem({ name: "Story name", description: "Page text", image: "/hero.svg" }, null, context) as unknown as Record<string, unknown>;
    expect(course).toMatchObject({ name: "Story name", description: "Page text", image: "https://site.example/hero.svg" });
    expect(course.offers).toBeUndefined();
  });
});
