// @vitest-environment happy-dom
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Language } from "~/i18n/languages";
import TimeslotPicker from "./index";
import type { TimeslotPickerData } from "./loader.server";
import { schema } from "./schema";
import { BlockContexts } from "../../../tests/unit/render";
import { VisibleAtOnce } from "../../../tests/unit/visible-at-once";

// The "browser" of this test is in Tokyo; the server renders UTC (no tz cookie yet).
process.env.TZ = "Asia/Tokyo";
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Monday 23 November 2026, 10:30 UTC (19:30 in Tokyo).
const NOW = Date.parse("2026-11-23T10:30:00.000Z");
const DATA: TimeslotPickerData = {
  webinarId: "web-1",
  title: "The Three-Breath Reset",
  durationMin: 35,
  host: "Amara Okafor",
  now: NOW,
  timeZone: "UTC",
  schedule: { timeslots: ["09", "", "12", "15", "19"], watchNow: true },
  day: null,
};
const blok = { _uid: "tp1", component: "timeslot_picker", ...schema.parse({ webinar_id: "web-1", fifteen_minutes: true }) };

function tree(data: TimeslotPickerData, lang: Language) {
  return (
    <BlockContexts lang={lang} data={{ tp1: data }}>
      <TimeslotPicker blok={blok} />
    </BlockContexts>
  );
}

/** Server-renders, then hydrates like the browser (a mismatch logs an error, which fails the test). */
async function hydrate(data: TimeslotPickerData, lang: Language = "en") {
  const container = document.createElement("div");
  container.innerHTML = renderToString(tree(data, lang));
  document.body.append(container);
  const serverHtml = container.innerHTML;
  const root = await act(async () => hydrateRoot(container, tree(data, lang)));
  return { container, serverHtml, root };
}

const optionTexts = (select: HTMLSelectElement | null) => [...(select?.options ?? [])].map((o) => o.textContent);
const selects = (container: HTMLElement) => container.querySelectorAll("select") as NodeListOf<HTMLSelectElement>;

// The picker is on screen: the browser's zone is looked up once it is (`useDisplayTimeZone`).
// The browser's clock reads NOW, unless a test moves it.
beforeEach(() => {
  vi.stubGlobal("IntersectionObserver", VisibleAtOnce);
  vi.useFakeTimers({ toFake: ["Date"], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("timeslot_picker block", () => {
  it("renders the server's zone first (UTC), then hydrates and switches to the browser's zone", async () => {
    const { container, serverHtml, root } = await hydrate(DATA);
    // UTC 10:30: 12, 15 and 19 are left today.
    expect(serverHtml).toContain("Watch Later Today");
    expect(serverHtml).toContain("UTC");
    // Tokyo 19:30: no hours left today, so no "Watch Later Today"; the next two days follow.
    const [day] = selects(container);
    expect(optionTexts(day ?? null)).toEqual(["Today 15 mins from now", "Watch Now Instantly", "Tuesday, 24 November 2026", "Wednesday, 25 November 2026"]);
    expect(container.textContent).toContain("Asia/Tokyo");
    act(() => root.unmount());
  });

  it("a stored copy of the page rendered hours earlier offers, once hydrated, the times open at the browser's clock", async () => {
    // Rendered at 07:30 UTC, seen at 10:30 UTC (19:30 in Tokyo).
    const { container, serverHtml, root } = await hydrate({ ...DATA, now: NOW - 3 * 3_600_000 });
    const before = document.createElement("div");
    before.innerHTML = serverHtml;
    // At 07:30 UTC (16:30 in Tokyo) 19:00 was still ahead; at the browser's 19:30 it is not.
    expect(optionTexts(selects(before)[0] ?? null)).toContain("Watch Later Today");
    const [day] = selects(container);
    expect(optionTexts(day ?? null)).toEqual(["Today 15 mins from now", "Watch Now Instantly", "Tuesday, 24 November 2026", "Wednesday, 25 November 2026"]);
    act(() => root.unmount());
  });

  it("regenerates the times when a day is chosen, in 12-hour form", async () => {
    const { container, root } = await hydrate(DATA);
    const [day, time] = selects(container);
    expect(optionTexts(time ?? null)).toEqual(["Start Now (7:45 PM)"]);
    await act(async () => {
      day!.value = "2026-11-24";
      day!.dispatchEvent(new Event("change", { bubbles: true }));
    });
    expect(optionTexts(time ?? null)).toEqual(["9:00 AM", "12:00 PM", "3:00 PM", "7:00 PM"]);
    expect(time?.value).toBe("2026-11-24T00:00:00.000Z");
    expect(container.querySelector("[aria-live]")?.textContent).toBe("Times updated for Tuesday, 24 November 2026.");
    act(() => root.unmount());
  });

  it("starts on the day from ?day= and speaks the page's language", async () => {
    const { container, root } = await hydrate({ ...DATA, timeZone: "Asia/Tokyo", day: "instant" }, "de");
    const [day, time] = selects(container);
    expect(day?.value).toBe("instant");
    expect(optionTexts(day ?? null)[0]).toBe("Heute in 15 Min.");
    expect(optionTexts(time ?? null)).toEqual(["Jetzt ansehen (7:30 PM)"]);
    expect(container.querySelector("legend")?.textContent).toBe("Wähle deinen Termin");
    act(() => root.unmount());
  });

  it("shows a quiet note, not an error, when the schedule could not be loaded", () => {
    const html = renderToString(
      <BlockContexts data={{}}>
        <TimeslotPicker blok={blok} />
      </BlockContexts>,
    );
    expect(html).toContain("No times are open right now. Please check back soon.");
    expect(html).not.toContain("<select");
  });
});
