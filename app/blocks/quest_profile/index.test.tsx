import { setupServer } from "msw/node";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { platformHandlers } from "../../../sandbox/platform/handler";
import { sandboxAccessToken } from "../../../sandbox/auth0";
import { BlockContexts } from "../../../tests/unit/render";
import type { Language } from "~/i18n/languages";
import type { Quest } from "~/services/platform/entities";
import QuestProfileBlock from "./index";
import { loadQuest, type QuestPageData } from "./quest.server";
import { questAction } from "./QuestProfile";
import { schema } from "./schema";

process.env.PLATFORM_TIMEOUT_MS = "300";
const server = setupServer(...platformHandlers("https://platform.brightpath.example"));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

const blok = { ...schema.parse({ _uid: "qp", component: "quest_profile" }), _uid: "qp", component: "quest_profile" };
const quest = async (id: string, accessToken: string | null = null) => (await loadQuest(id, { accessToken })) as Quest;

function render(data: QuestPageData, lang: Language = "en") {
  return renderToString(
    <StaticRouter location="/">
      <BlockContexts lang={lang} data={{ qp: data }}>
        <QuestProfileBlock blok={blok} />
      </BlockContexts>
    </StaticRouter>,
  );
}

describe("quest_profile view", () => {
  it("shows the quest as its page's heading, with its figures and trainers linked to their pages", async () => {
    const html = render({ quest: await quest("back-from-burnout"), member: false, subject: true });
    expect(html).toMatch(/<h1[^>]*>Back from Burnout<\/h1>/);
    expect(html).toContain("4.8 out of 5");
    expect(html).toContain("6,210 enrolled");
    expect(html).toContain("7 hr");
    expect(html).toContain('href="/trainers/amara-okafor"');
    expect(html).toContain("/sandbox-assets/platform/cover/back-from-burnout.svg");
  });

  it("offers a visitor the membership page in the page's language, and a member the quest in the app", async () => {
    const visitor = render({ quest: await quest("rest-is-a-skill"), member: false, subject: true }, "de");
    expect(visitor).toContain('href="/de/membership"');
    expect(visitor).toContain("Mitgliedschaft und Preise ansehen");
    expect(visitor).toContain("4,7 von 5");
    const member = render({ quest: await quest("rest-is-a-skill", sandboxAccessToken("auth0|sandbox-membership")), member: true, subject: true });
    expect(member).toContain('href="https://app.brightpath.example/checkout/rest-is-a-skill"');
    expect(member).toContain("Start in the app");
    expect(member).not.toContain("/membership");
  });

  it("names the quest in an h2 on a page it is not the subject of", async () => {
    const html = render({ quest: await quest("back-from-burnout"), member: false, subject: false });
    expect(html).not.toContain("<h1");
    expect(html).toMatch(/<h2[^>]*>Back from Burnout<\/h2>/);
  });
});

describe("questAction", () => {
  it("is the waiting list for a quest coming soon, whoever asks", async () => {
    const soon = await quest("breathe-for-energy");
    for (const member of [false, true]) {
      expect(questAction(soon, member, "en")).toEqual({
        href: "https://app.brightpath.example/waitlist/breathe-for-energy",
        label: "catalogue.quest.joinWaitlist",
        external: true,
      });
    }
  });

  it("lets a member who owns the quest continue it in the app", async () => {
    const owned = await quest("back-from-burnout", sandboxAccessToken("auth0|sandbox-coaching"));
    expect(questAction(owned, true, "en").label).toBe("catalogue.quest.continueInApp");
  });

  it("sends a member to the membership page when the quest has no address in the app", async () => {
    const free = await quest("the-five-minute-morning");
    expect(questAction(free, true, "fr")).toEqual({ href: "/fr/membership", label: "catalogue.quest.seeMembership", external: false });
  });
});
