// @vitest-environment happy-dom
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Language } from "~/i18n/languages";
import type { CommunityEvent } from "~/services/connect-entities";
import View from "./index";
import { formatEventWhen, listEvents } from "./events";
import type { CommunityEventsData } from "./loader.server";
import { schema } from "./schema";
import { BlockContexts } from "../../../tests/unit/render";
import { VisibleAtOnce } from "../../../tests/unit/visible-at-once";

// The "browser" of this test is in Auckland; events are scheduled in London and New York.
process.env.TZ = "Pacific/Auckland";
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const event = (overrides: Partial<CommunityEvent> & Pick<CommunityEvent, "id" | "title">): CommunityEvent => ({
  text: "An hour together.",
  isFeature: false,
  currentUserStatus: null,
  acceptedUsersCount: 12,
  acceptedUsers: [],
  conferenceLink: `https://meet.brightpath.example/e/${overrides.id}`,
  startDate: "2026-06-14T18:00:00.000Z",
  endDate: "2026-06-14T19:00:00.000Z",
  public: true,
  timezoneId: "Europe/London",
  images: [{ id: `img-${overrides.id}`, url: `/sandbox-assets/platform/cover/${overrides.id}.svg`, width: 1200, height: 800 }],
  ...overrides,
});

const EVENTS: CommunityEvent[] = [
  event({
    id: "desk-reset",
    title: "Desk Reset with Rafael",
    startDate: "2026-06-13T09:00:00.000Z",
    endDate: "2026-06-13T09:20:00.000Z",
    acceptedUsersCount: 1,
    timezoneId: "America/New_York",
  }),
  event({
    id: "sunday-reset",
    title: "Sunday Reset Circle with Amara",
    isFeature: true,
    acceptedUsersCount: 1214,
    acceptedUsers: [
      { id: "user-aiko-tanaka", name: "Aiko Tanaka", avatarUrl: "/sandbox-assets/platform/avatar/aiko-tanaka.svg" },
      { id: "member-priya-nair", name: "Priya Nair", avatarUrl: "/sandbox-assets/platform/avatar/member-priya-nair.svg" },
      { id: "member-tom-whitfield", name: "Tom Whitfield", avatarUrl: null },
    ],
  }),
  event({
    id: "career-pivot",
    title: "Career Pivot AMA",
    public: false,
    currentUserStatus: "invited",
    startDate: "2026-06-16T17:00:00.000Z",
    endDate: "2026-06-16T18:00:00.000Z",
  }),
];

const blok = (fields: Record<string, unknown> = {}) => ({
  _uid: "ce1",
  component: "community_events",
  ...schema.parse({ title: "Meet the community", intro: "Live, online, together.", ...fields }),
});

function tree(events: CommunityEvent[] | undefined, { lang = "en", fields }: { lang?: Language; fields?: Record<string, unknown> } = {}) {
  // What the loader sends: each event's times formatted in its own zone.
  const data: CommunityEventsData | undefined = events && { events: listEvents(events, lang) };
  return (
    <BlockContexts lang={lang} data={data ? { ce1: data } : {}}>
      <View blok={blok(fields)} />
    </BlockContexts>
  );
}

/** Server-renders, then hydrates in the DOM like the browser does (a mismatch would log an error and fail). */
async function hydrate(data: CommunityEvent[] | undefined, options?: { lang?: Language }) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(tree(data, options));
  document.body.append(container);
  const serverHtml = container.innerHTML;
  const root = await act(async () => hydrateRoot(container, tree(data, options)));
  return { container, serverHtml, root };
}

// The events are on screen: the browser's zone is looked up once they are (`useBrowserTimeZone`).
beforeEach(() => vi.stubGlobal("IntersectionObserver", VisibleAtOnce));
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("community_events block", () => {
  it("defaults count to 4 and keeps it within 1–12", () => {
    expect(blok().count).toBe(4);
    expect(blok({ count: "" }).count).toBe(4);
    expect(blok({ count: "6" }).count).toBe(6);
    expect(() => blok({ count: "13" })).toThrow();
  });

  it("shows the featured event large with its attendees, then the others as cards", async () => {
    const { container, root } = await hydrate(EVENTS);
    const headings = [...container.querySelectorAll("h2, h3")].map((h) => `${h.tagName}:${h.textContent}`);
    expect(headings).toEqual(["H2:Meet the community", "H3:Sunday Reset Circle with Amara", "H3:Desk Reset with Rafael", "H3:Career Pivot AMA"]);

    const featured = container.querySelector('[data-event="sunday-reset"]');
    expect(featured?.textContent).toContain("Featured");
    expect(featured?.textContent).toContain("1,214 going");
    const attendees = featured?.querySelector('ul[aria-label="Some of the people going"]');
    expect([...(attendees?.querySelectorAll(".sr-only") ?? [])].map((n) => n.textContent)).toEqual(["Aiko Tanaka", "Priya Nair", "Tom Whitfield"]);
    expect([...(featured?.querySelectorAll("img") ?? [])].every((img) => img.getAttribute("alt") === "")).toBe(true);

    const desk = container.querySelector('[data-event="desk-reset"]');
    expect(desk?.textContent).toContain("1 going");
    expect(container.querySelector('[data-event="career-pivot"]')?.textContent).toContain("Members only");
    act(() => root.unmount());
  });

  it("offers Join to members who accepted, Details to everyone else", async () => {
    const accepted = EVENTS.map((e) => (e.id === "sunday-reset" ? { ...e, currentUserStatus: "accepted" } : e));
    const { container, root } = await hydrate(accepted);
    const link = container.querySelector('[data-event="sunday-reset"] a');
    expect(link?.textContent).toBe("Join");
    expect(link?.getAttribute("href")).toBe("https://meet.brightpath.example/e/sunday-reset");
    expect(link?.getAttribute("aria-label")).toBe("Join Sunday Reset Circle with Amara");
    expect(container.querySelector('[data-event="desk-reset"] a')?.textContent).toBe("Details");
    act(() => root.unmount());
  });

  it("renders times in the event's zone on the server, then in the browser's zone", async () => {
    const { container, serverHtml, root } = await hydrate(EVENTS);
    const london = formatEventWhen("2026-06-14T18:00:00.000Z", "2026-06-14T19:00:00.000Z", "Europe/London", "en");
    expect(london.start).toBe("Sunday, 14 June 2026, 7:00 PM");
    expect(serverHtml).toContain(london.start);
    expect(serverHtml).toContain('<time datetime="2026-06-14T18:00:00.000Z">');

    const time = container.querySelector<HTMLTimeElement>('[data-event="sunday-reset"] time');
    expect(time?.getAttribute("datetime")).toBe("2026-06-14T18:00:00.000Z");
    // Auckland is 10 hours ahead of London in June: the next morning.
    const auckland = formatEventWhen("2026-06-14T18:00:00.000Z", "2026-06-14T19:00:00.000Z", "Pacific/Auckland", "en");
    expect(auckland.start).toBe("Monday, 15 June 2026, 6:00 AM");
    expect(time?.textContent).toBe(auckland.start);
    expect(container.querySelector('[data-event="sunday-reset"]')?.textContent).toContain(`(${auckland.zone})`);
    act(() => root.unmount());
  });

  it("shows the loader's text until the block comes near the viewport, without formatting times or numbers itself", async () => {
    // Out of view: the observer never reports, so the browser's zone is not looked up. Fresh
    // modules: an earlier test of this file already looked the zone up for the "page".
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        observe() {}
        disconnect() {}
        unobserve() {}
      },
    );
    vi.resetModules();
    const { default: FreshView } = await import("./index");
    const { BlockContexts: FreshContexts } = await import("../../../tests/unit/render");
    const container = document.createElement("div");
    const sent = { start: "Sunday (as sent)", end: "8 PM (as sent)", zone: "BST" };
    const events = [{ ...EVENTS[1]!, when: sent, going: "1.214 (as sent)" }];
    const view = (
      <FreshContexts data={{ ce1: { events } }}>
        <FreshView blok={blok()} />
      </FreshContexts>
    );
    container.innerHTML = renderToString(view);
    document.body.append(container);
    const format = vi.spyOn(Intl, "DateTimeFormat");
    const numbers = vi.spyOn(Intl, "NumberFormat");
    const root = await act(async () => hydrateRoot(container, view));
    expect(container.querySelector("time")?.textContent).toBe("Sunday (as sent)");
    expect(container.textContent).toContain("(BST)");
    expect(container.textContent).toContain("1.214 (as sent) going");
    expect(format).not.toHaveBeenCalled();
    expect(numbers).not.toHaveBeenCalled();
    format.mockRestore();
    numbers.mockRestore();
    act(() => root.unmount());
  });

  it("formats in the page language and shows the end date when the event ends on another day", () => {
    const late = formatEventWhen("2026-06-14T22:30:00.000Z", "2026-06-15T00:30:00.000Z", "Europe/Berlin", "de");
    expect(late.start).toBe("Montag, 15 Juni 2026, 00:30");
    expect(late.end).toBe("02:30");
    const overnight = formatEventWhen("2026-06-14T21:30:00.000Z", "2026-06-14T23:30:00.000Z", "Europe/Berlin", "en");
    expect(overnight.end).toBe("Monday, 15 June 2026, 1:30 AM");
  });

  it("shows an empty state when no events are planned", async () => {
    const { container, root } = await hydrate([]);
    expect(container.textContent).toContain("No community events are planned right now.");
    expect(container.querySelector("h3")).toBeNull();
    act(() => root.unmount());
  });

  it("shows only a quiet note when the loader failed", async () => {
    const { container, root } = await hydrate(undefined);
    expect(container.querySelector('[role="note"]')?.textContent).toBe("Community events can’t be shown right now.");
    expect(container.querySelector("article")).toBeNull();
    act(() => root.unmount());
  });

  it("uses the language's plural forms and number format", async () => {
    const { container, root } = await hydrate(EVENTS, { lang: "ru" });
    expect(container.querySelector('[data-event="sunday-reset"]')?.textContent).toMatch(/Идут 1\s214 человек/);
    expect(container.querySelector('[data-event="desk-reset"]')?.textContent).toContain("Идёт 1 человек");
    act(() => root.unmount());
  });
});
