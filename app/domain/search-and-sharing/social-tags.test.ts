import { describe, expect, it } from "vitest";
import { documentTitle } from "./social-tags";

describe("documentTitle", () => {
  it("appends the site's name to a title that does not carry it", () => {
    expect(documentTitle("Membership")).toBe("Membership | Brightpath");
    expect(documentTitle("  Inner Compass ")).toBe("Inner Compass | Brightpath");
    expect(documentTitle("Бесплатный мастер-класс")).toBe("Бесплатный мастер-класс | Brightpath");
  });

  it("leaves a title that already names the site, wherever it does, with the name once", () => {
    expect(documentTitle("Membership — Brightpath")).toBe("Membership — Brightpath");
    expect(documentTitle("Brightpath: programs, quests and meditations for personal growth")).toBe(
      "Brightpath: programs, quests and meditations for personal growth",
    );
    expect(documentTitle("Amara Okafor, breathwork teacher and coach | Brightpath")).toBe("Amara Okafor, breathwork teacher and coach | Brightpath");
    expect(documentTitle("هل يمكنني تجربة Brightpath قبل الدفع؟")).toBe("هل يمكنني تجربة Brightpath قبل الدفع؟");
    expect(documentTitle("付费前可以先体验Brightpath吗")).toBe("付费前可以先体验Brightpath吗");
  });

  it("does not take a longer word for the site's name", () => {
    expect(documentTitle("Brightpaths of the week")).toBe("Brightpaths of the week | Brightpath");
  });

  it("titles a page without a title with the site's name alone", () => {
    expect(documentTitle("")).toBe("Brightpath");
    expect(documentTitle("   ")).toBe("Brightpath");
  });
});
