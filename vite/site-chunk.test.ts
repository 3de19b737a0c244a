import path from "node:path";
import { describe, expect, it } from "vitest";
import { SITE_BLOCKS, siteChunk } from "./site-chunk";
import { reachableSources } from "./source-graph";

const APP = path.resolve("app");

describe("client chunks (vite/site-chunk.ts)", () => {
  it("puts number formatting in its own intl chunk, layout modules in site, React in framework", () => {
    expect(siteChunk(path.join(APP, "domain/intl.ts"))).toBe("intl");
    expect(siteChunk(path.join(APP, "domain/format.ts"))).toBe("intl");
    expect(siteChunk("/repo/node_modules/@formatjs/fast-memoize/lib/index.js")).toBe("intl");
    expect(siteChunk(path.join(APP, "domain/locale-path.ts"))).toBe("site");
    expect(siteChunk(path.join(APP, "blocks/header/index.tsx"))).toBe("site");
    expect(siteChunk("/repo/node_modules/react-dom/cjs/react-dom.production.min.js")).toBe("framework");
    expect(siteChunk(path.join(APP, "blocks/countdown/index.tsx"))).toBeUndefined();
  });

  it("groups what the form blocks share in forms, and dates with date-fns, its shared locale helpers and en-US", () => {
    expect(siteChunk(path.join(APP, "components/forms/Field.tsx"))).toBe("forms");
    expect(siteChunk(path.join(APP, "blocks/timeslot_picker/host.ts"))).toBe("forms");
    expect(siteChunk(path.join(APP, "domain/registration-fields.ts"))).toBe("forms");
    expect(siteChunk(path.join(APP, "domain/country-choices.ts"))).toBe("forms");
    // A form's view stays its own chunk (preloaded by name from Vite's manifest).
    expect(siteChunk(path.join(APP, "blocks/registration_form/index.tsx"))).toBeUndefined();
    expect(siteChunk(path.join(APP, "domain/dates.ts"))).toBe("dates");
    expect(siteChunk("/repo/node_modules/date-fns/format.js")).toBe("dates");
    expect(siteChunk("/repo/node_modules/date-fns/locale/_lib/buildMatchFn.js")).toBe("dates");
    expect(siteChunk("/repo/node_modules/date-fns/locale/en-US.js")).toBe("dates");
    expect(siteChunk("/repo/node_modules/@date-fns/tz/date/index.js")).toBe("dates");
    // Other languages' month names: one chunk per locale, loaded by the page's language alone.
    expect(siteChunk("/repo/node_modules/date-fns/locale/de.js")).toBeUndefined();
    expect(siteChunk("/repo/node_modules/date-fns/locale/de/_lib/localize.js")).toBeUndefined();
  });

  it("no view of the site chunk, nor the document, formats numbers, dates or holds a form: a page of site blocks never fetches intl, dates or forms", () => {
    const entries = [
      ...SITE_BLOCKS.map((name) => path.join(APP, "blocks", name, "index.tsx")),
      ...["root.tsx", "entry.client.tsx", "pages/StoryPage.tsx"].map((file) => path.join(APP, file)),
    ];
    const reached = reachableSources(APP, entries).filter((file) => ["intl", "dates", "forms"].includes(siteChunk(file) ?? ""));
    expect(reached.map((file) => path.relative(APP, file))).toEqual([]);
  });
});
