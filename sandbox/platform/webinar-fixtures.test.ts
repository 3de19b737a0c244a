import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import authors from "./fixtures/authors.json";
import quests from "./fixtures/quests.json";
import webinars from "./fixtures/webinars.json";

/** The sandbox webinar fixtures hang together with the catalogue and cover the picker's cases. */
describe("webinar fixtures", () => {
  const authorIds = new Set(authors.map((a) => a.id));
  const questWebinarIds = new Set(quests.flatMap((q) => q.webinars.map((w) => w.id)));
  const webinarIds = webinars.webinars.map((w) => w.id);

  it("ids are unique and every reference resolves", () => {
    expect(new Set(webinarIds).size).toBe(webinarIds.length);
    for (const webinar of webinars.webinars) {
      expect(authorIds.has(webinar.authorId), webinar.id).toBe(true);
      expect(quests.find((q) => q.id === webinar.questId)?.authorIds, webinar.id).toContain(webinar.authorId);
      expect(questWebinarIds.has(webinar.id), webinar.id).toBe(true);
    }
    for (const config of webinars.configs) for (const id of config.webinarIds) expect(webinarIds).toContain(id);
    const uuids = webinars.attendees.map((a) => a.uuid);
    expect(new Set(uuids).size).toBe(uuids.length);
    for (const attendee of webinars.attendees) expect(webinarIds).toContain(attendee.webinarId);
  });

  it("covers watch-now on and off, empty hours, and an attendee with saved progress", () => {
    expect(webinars.webinars.some((w) => w.schedule.watchNow)).toBe(true);
    expect(webinars.webinars.some((w) => !w.schedule.watchNow)).toBe(true);
    expect(webinars.webinars.every((w) => w.schedule.timeslots.every((slot) => slot === "" || /^([01]\d|2[0-3])$/.test(slot)))).toBe(true);
    expect(webinars.webinars.some((w) => w.schedule.timeslots.includes(""))).toBe(true);
    expect(webinars.attendees.some((a) => a.progress.length > 0)).toBe(true);
  });

  it("videos are local sandbox files", () => {
    for (const webinar of webinars.webinars) {
      expect(webinar.video.url).toMatch(/^\/sandbox-assets\/webinars\//);
      expect(existsSync(path.resolve(process.cwd(), "sandbox/assets", webinar.video.url.replace("/sandbox-assets/", "")))).toBe(true);
    }
  });
});
