import { describe, expect, it } from "vitest";
import type { StructuredDataContext } from "~/domain/search-and-sharing/structured-data";
import type { Quest } from "~/services/platform/entities";
import definition from "./structured-data";

const context: StructuredDataContext = { siteUrl: "https://site.example", pageUrl: "https://site.example/de/quests/rest-is-a-skill", inLanguage: "de", now: 0 };
const quest = { id: "rest-is-a-skill", name: "Rest Is a Skill" } as Quest;
const blok = { _uid: "u", component: "quest_profile" };

describe("quest_profile structured data", () => {
  it("makes the page's Course, by its @id, the main entity of a quest's own page", () => {
    const added = definition.build(blok, { quest, member: false, subject: true }, context);
    expect(added).toEqual({ mainEntities: [{ "@id": "https://site.example/de/quests/rest-is-a-skill#course" }] });
  });

  it("adds nothing for a quest shown on another page, or when the quest could not be loaded", () => {
    expect(definition.build(blok, { quest, member: false, subject: false }, context)).toEqual({});
    expect(definition.build(blok, null, context)).toEqual({});
  });
});
