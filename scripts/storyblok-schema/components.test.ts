import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { blockSchemas } from "~/block-kit/schemas";
import { bloks, optionalText } from "~/block-kit/schema";
import { collectRepairs } from "~/block-kit/repairs";
import { componentsFileText, contentSchemas, storyblokComponents, type StoryblokField } from "./components";
import { exampleBlok, exampleValue, storyProblems } from "./check";
import { storyblokMeaningOf } from "~/domain/storyblok/storyblok-fields";
import { objectShape } from "./introspect";

const components = storyblokComponents();
const byName = new Map(components.map((c) => [c.name, c]));
const schemas = contentSchemas();

function field(component: string, name: string): StoryblokField {
  const found = byName.get(component)?.schema[name];
  if (!found) throw new Error(`${component}.${name} is not defined`);
  return found;
}

/**
 * Parses `blok` with its component's schema, with the repairs the lenient helpers noted (an
 * option value the code does not know falls back to its default: it parses, but is a repair).
 */
function parseBlok(component: string, blok: Record<string, unknown>) {
  const { result, repairs } = collectRepairs(() => schemas[component]!.safeParse(blok));
  return { parsed: result, repairs: repairs.map((r) => `${r.path.join(".")}: ${r.detail}`) };
}

/** A lenient option field (`option()` of `block-kit/schema.ts`): any value parses, unknown ones fall back. */
const isLenientOption = (component: string, name: string) => storyblokMeaningOf(objectShape(schemas[component]!)[name]!)?.type === "option";

const EMPTY: Partial<Record<StoryblokField["type"], unknown>> = { bloks: [], options: [], boolean: false, asset: { filename: "" }, richtext: undefined };

describe("Storyblok component definitions", () => {
  it("define every registered block, the global settings and redirects stories with their items", () => {
    const globals = ["discount_code", "osiris_variable", "settings", "variable", "redirects", "redirect_rule"];
    expect([...byName.keys()].sort()).toEqual([...Object.keys(blockSchemas), ...globals].sort());
    expect(components.filter((c) => c.is_root).map((c) => c.name)).toEqual(["footer", "header", "page", "redirects", "section", "settings"]);
    expect(components.filter((c) => !c.is_nestable).map((c) => c.name)).toEqual(["footer", "header", "page", "redirects", "settings"]);
  });

  it("give each component the fields of its schema, in the schema's order, and every nestable one its audience and audience levels last", () => {
    for (const component of components) {
      const own = Object.keys(objectShape(schemas[component.name]!));
      expect(Object.keys(component.schema), component.name).toEqual(component.is_nestable ? [...own, "audience", "audience_levels"] : own);
      expect(Object.values(component.schema).map((f) => f.pos)).toEqual(Object.keys(component.schema).map((_, i) => i));
    }
    expect(field("button", "audience")).toMatchObject({
      type: "option",
      default_value: "everyone",
      options: [
        { name: "Everyone", value: "everyone" },
        { name: "Visitors", value: "visitors" },
        { name: "Members", value: "members" },
      ],
    });
  });

  it("map each kind of field to its Storyblok type, with options, defaults, limits and patterns", () => {
    expect(field("heading", "level")).toMatchObject({
      type: "option",
      default_value: "2",
      required: false,
      options: ["1", "2", "3", "4"].map((v) => ({ name: v, value: v })),
    });
    expect(field("heading", "text")).toMatchObject({ type: "text", required: true, translatable: true });
    expect(field("hero", "subheadline")).toMatchObject({ type: "textarea", required: false });
    expect(field("youtube", "video_id")).toMatchObject({
      type: "text",
      required: true,
      translatable: false,
      regex: "^[A-Za-z0-9_-]{11}$",
      description: "Must be an 11-character YouTube video id.",
    });
    expect(field("quest_list", "count")).toMatchObject({ type: "number", default_value: "8", min_value: 1, max_value: 24, decimals: 0 });
    expect(field("quest_list", "languages").type).toBe("options");
    expect(field("quest_list", "languages").options).toContainEqual({ name: "Indonesian", value: "id" });
    expect(field("recommendations", "meditations")).toMatchObject({ type: "boolean", default_value: "true" });
    expect(field("timeslot_picker", "lesser_days")).toMatchObject({ type: "boolean" });
    expect(field("accordion_item", "content")).toMatchObject({ type: "richtext", required: false });
    expect(field("button", "variant")).toMatchObject({
      type: "option",
      default_value: "primary",
      options: ["Primary", "Secondary", "Ghost"].map((name) => ({ name, value: name.toLowerCase() })),
    });
    expect(field("trainer_section", "bio")).toMatchObject({ type: "richtext", required: false });
    expect(field("countdown", "until")).toMatchObject({ type: "datetime" });
    expect(field("image", "image")).toMatchObject({ type: "asset", required: true, filetypes: ["images"] });
    expect(field("button", "link")).toMatchObject({ type: "multilink", email_link_type: true, asset_link_type: true, show_anchor: true });
    expect(field("registration_form", "thank_you_page")).toMatchObject({ type: "multilink", required: true });
    expect(field("registration_form", "fields")).toMatchObject({
      type: "bloks",
      restrict_components: true,
      component_whitelist: ["timeslot_picker", "phone_input", "rich_text"],
    });
    expect(field("include", "template")).toMatchObject({ type: "option", source: "internal_stories" });
    expect(field("recommendations", "quiz_path")).toMatchObject({ type: "text", default_value: "/assessment", translatable: false });
    expect(field("page", "layout").options?.map((o) => o.value)).toEqual(["default", "no-tailwind", "static"]);
    expect(field("redirects", "body")).toMatchObject({ type: "bloks", restrict_components: true, component_whitelist: ["redirect_rule"] });
    expect(field("redirect_rule", "from")).toMatchObject({ type: "text", required: true, translatable: false });
    expect(field("redirect_rule", "to")).toMatchObject({ type: "text", required: true, translatable: false });
    expect(field("redirect_rule", "status")).toMatchObject({
      type: "option",
      required: false,
      default_value: "302",
      options: [
        { name: "301", value: "301" },
        { name: "302", value: "302" },
      ],
    });
    expect(field("redirect_rule", "language")).toMatchObject({ type: "option", required: false });
    expect(field("redirect_rule", "language").default_value).toBeUndefined();
    expect(field("redirect_rule", "language").options).toContainEqual({ name: "German", value: "de" });
    expect(field("redirect_rule", "active")).toMatchObject({ type: "boolean", default_value: "true" });
  });

  it("let open Blocks fields hold every section-level block, not the parts of another block", () => {
    const whitelist = field("section", "body").component_whitelist ?? [];
    expect(whitelist).toEqual(expect.arrayContaining(["hero", "quest_list", "section", "grid", "registration_form"]));
    for (const part of ["nav_item", "accordion_item", "variable", "page", "header"]) expect(whitelist).not.toContain(part);
    expect(field("page", "body").component_whitelist).toEqual(whitelist);
  });

  it("round trip: an example blok made from each definition passes the site's schema as it is, nothing repaired", () => {
    for (const component of components) {
      const blok = exampleBlok(component, byName);
      const { parsed, repairs } = parseBlok(component.name, blok);
      expect(parsed.success ? [] : parsed.error.issues, component.name).toEqual([]);
      expect(repairs, component.name).toEqual([]);
      // The site keeps what the editor chose (the next test picks values other than the default).
      const data = parsed.data as Record<string, unknown>;
      for (const name of Object.keys(component.schema)) {
        if (isLenientOption(component.name, name)) expect(String(data[name]), `${component.name}.${name}`).toBe(String(blok[name]));
      }
    }
  });

  it("round trip: every option the editor can pick is kept by the site's schema, not replaced by a fallback", () => {
    let checked = 0;
    for (const component of components) {
      for (const [name, f] of Object.entries(component.schema)) {
        if ((f.type !== "option" && f.type !== "options") || f.source) continue;
        for (const option of f.options ?? []) {
          const value = f.type === "options" ? [option.value] : option.value;
          const { parsed, repairs } = parseBlok(component.name, { ...exampleBlok(component, byName), [name]: value });
          const at = `${component.name}.${name} = ${option.value}`;
          expect(parsed.success, at).toBe(true);
          expect(repairs, at).toEqual([]);
          const kept = (parsed.data as Record<string, unknown>)[name];
          if (isLenientOption(component.name, name)) expect(String(kept), at).toBe(option.value);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it("round trip: a value outside an option field's options is repaired to its default (what the check proves is not vacuous)", () => {
    const { parsed, repairs } = parseBlok("button", { ...exampleBlok(byName.get("button")!, byName), variant: "glow" });
    expect((parsed.data as { variant?: string }).variant).toBe("primary");
    expect(repairs).toEqual(['variant: "glow" is not one of primary, secondary, ghost; "primary" used']);
  });

  it("mark a field required only when the site refuses the blok with that field empty", () => {
    for (const component of components) {
      for (const [name, f] of Object.entries(component.schema)) {
        if (!f.required) continue;
        const empty = f.type in EMPTY ? EMPTY[f.type] : f.type === "multilink" ? { linktype: "story", url: "", cached_url: "" } : "";
        const parsed = schemas[component.name]!.safeParse({ ...exampleBlok(component, byName), [name]: empty });
        expect(parsed.success, `${component.name}.${name} empty`).toBe(false);
      }
    }
  });

  it("fail loudly, naming the field, when a field's type cannot be told or metadata names a missing field", () => {
    const roots = { odd: z.object({ title: optionalText, when: z.object({ at: z.string() }) }) };
    expect(() => storyblokComponents({ roots, meta: {} })).toThrow(/odd\.when: cannot tell the Storyblok type/);
    const plain = { plain: z.object({ title: optionalText, body: bloks }) };
    expect(() => storyblokComponents({ roots: plain, meta: { plain: { fields: { subtitle: { type: "textarea" } } } } })).toThrow(/plain\.subtitle/);
    expect(() => storyblokComponents({ roots: plain, meta: { gone: {} } })).toThrow(/component gone/);
    expect(storyblokComponents({ roots: plain, meta: {} })[0]?.schema.body).toMatchObject({ type: "bloks" });
  });

  it("give an example value of every type the editor fills in", () => {
    expect(exampleValue("countdown", "until", field("countdown", "until"))).toBe("2026-11-24 18:00");
    expect(exampleValue("trainer_profile", "slug", field("trainer_profile", "slug"))).toBe("amara-okafor");
  });
});

describe("sandbox stories against the definitions", () => {
  const root = join(process.cwd(), "sandbox/storyblok/stories");
  const files = readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".json"))
    .sort();

  it("use only defined components and fields, allowed where they are, with values of their options", () => {
    expect(files.length).toBeGreaterThan(50);
    const problems: Record<string, string[]> = {};
    for (const file of files) {
      const content = (JSON.parse(readFileSync(join(root, file), "utf8")) as { story?: { content?: Record<string, unknown> & { component: string } } }).story
        ?.content;
      expect(content, file).toBeDefined();
      const found = storyProblems(content!, components);
      if (found.length) problems[file] = found;
    }
    // The lab stories that show how the site treats broken content, and the redirect rule whose
    // status the site refuses (307: an editor cannot pick it; the API or an old space could).
    expect(problems).toEqual({
      "global/redirects.json": ['content (redirects).body[10] (redirect_rule).status: "307" is not one of its options'],
      "lab/article.json": ["content: no component article"],
      "lab/invalid-blok.json": ["content (page).body[0] (section).body[2] (button).label: required but empty"],
      "lab/rich-text.json": [
        'content (page).body[2] (section).body[0] (button).variant: "glow" is not one of its options',
        "content (page).body[2] (section).body[2] (hero).headline: required but empty",
        'content (page).body[2] (section).background: "[object Object]" is not one of its options',
      ],
      "lab/unknown-component.json": ["content (page).body[0] (section).body[2]: no component countdown_timer_v0"],
    });
  });

  it("parse the sandbox's global settings with the site's schema, discount codes typed", () => {
    const settings = JSON.parse(readFileSync(join(root, "global/settings.json"), "utf8")).story.content;
    const parsed = schemas.settings!.parse(settings) as { variables: unknown[]; discount_codes: { code?: string; percent?: number | "" }[] };
    expect(parsed.variables).toHaveLength(3);
    expect(parsed.discount_codes.map((d) => [d.code, d.percent])).toEqual([
      ["SUNDAYRESET", 15],
      ["COMPASS20", 20],
    ]);
  });

  it("find unknown fields, option values the code does not know and misplaced components", () => {
    const story = {
      _uid: "1",
      component: "page",
      body: [
        { _uid: "2", component: "heading", text: "Hi", level: "7", colour: "red" },
        { _uid: "3", component: "nav_item", label: "Home" },
      ],
    };
    expect(storyProblems(story, components)).toEqual([
      "content (page).body[0] (heading).colour: no such field",
      'content (page).body[0] (heading).level: "7" is not one of its options',
      "content (page).body[1]: nav_item is not allowed here",
    ]);
    expect(storyProblems({ _uid: "1", component: "hero", headline: "Hi" }, components)).toEqual(["hero is not a content type"]);
    expect(storyProblems({ _uid: "1", component: "header", logo_text: "", nav: [{ _uid: "2", component: "page" }] }, components)).toEqual([
      "content (header).logo_text: required but empty",
      "content (header).nav[0]: page is not allowed here",
      "content (header).nav[0]: page cannot be nested",
    ]);
  });
});

describe("storyblok/components.json", () => {
  it("is what `npm run storyblok:components` writes from the current schemas", () => {
    const committed = readFileSync(join(process.cwd(), "storyblok/components.json"), "utf8");
    expect(committed, "stale: run npm run storyblok:components and commit storyblok/components.json").toBe(componentsFileText());
  });
});
