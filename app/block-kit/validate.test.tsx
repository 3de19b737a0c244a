import { describe, expect, it } from "vitest";
import { renderContent } from "../../tests/unit/render";
import { blockSchemas as registry } from "./schemas";
import { validateContent } from "./validate";

const page = (body: unknown[]) => ({ _uid: "p1", component: "page", body });
const heading = (uid: string, text: string) => ({ _uid: uid, component: "heading", text, level: "2" });

const render = (content: unknown, preview = false) => renderContent(content, { preview });

describe("validateContent with the block registry", () => {
  it("keeps valid bloks and applies schema defaults", () => {
    const { value, problems } = validateContent(page([heading("h1", "Hello")]), registry);
    expect(problems).toEqual([]);
    expect(value).toMatchObject({ component: "page", layout: "default", body: [{ component: "heading", text: "Hello", align: "start" }] });
  });

  it("replaces an unknown component with a stand-in and reports it", () => {
    const { value, problems } = validateContent(page([{ _uid: "u1", component: "countdown_timer_v0" }]), registry);
    expect(problems).toEqual([expect.objectContaining({ kind: "unknown", component: "countdown_timer_v0", uid: "u1" })]);
    expect((value as { body: unknown[] }).body[0]).toMatchObject({ component: "__unknown__", original: "countdown_timer_v0" });
  });

  it("replaces a blok that fails its schema and reports the field", () => {
    const { problems } = validateContent(page([{ _uid: "b1", component: "button", label: "", link: { linktype: "url", url: "/x" } }]), registry);
    expect(problems).toEqual([expect.objectContaining({ kind: "invalid", component: "button", uid: "b1" })]);
    expect(problems[0]?.detail).toMatch(/label/);
  });

  it("validates nested bloks at any depth", () => {
    const content = page([{ _uid: "s1", component: "section", body: [{ _uid: "g1", component: "grid", columns: [{ _uid: "x", component: "mystery" }] }] }]);
    expect(validateContent(content, registry).problems.map((p) => p.uid)).toEqual(["x"]);
  });

  it("fills {{variables}} from the global settings and reports unknown names", () => {
    const variables = new Map([["member_count", "2.4 million"]]);
    const { value, problems } = validateContent(page([heading("h1", "Join {{member_count}} members{{ nope }}")]), registry, variables);
    expect((value as { body: { text: string }[] }).body[0]?.text).toBe("Join 2.4 million members");
    expect(problems).toEqual([expect.objectContaining({ kind: "variable", component: "heading", detail: "unknown variable {{nope}}" })]);
  });
});

describe("rendering validated stories", () => {
  const content = page([
    heading("h1", "Visible heading"),
    { _uid: "u1", component: "countdown_timer_v0", title: "Secret countdown" },
    { _uid: "b1", component: "button", label: "", link: { linktype: "url", url: "/x" } },
  ]);

  it("hides unknown and invalid bloks from visitors, keeping the rest of the page", () => {
    const html = render(content);
    expect(html).toContain("Visible heading");
    expect(html).toContain('data-block="heading"');
    expect(html).not.toContain("countdown");
    expect(html).not.toContain("__unknown__");
    expect(html).not.toContain("__invalid__");
  });

  it("shows a visible warning for each in preview", () => {
    const html = render(content, true);
    expect(html).toContain("Unknown block “countdown_timer_v0”");
    expect(html).toContain("Block “button” has invalid fields");
  });
});

describe("links in blocks", () => {
  const button = (uid: string, link: Record<string, unknown>) => ({ _uid: uid, component: "button", label: `Go ${uid}`, link });

  it("localises story links and keeps URL and email links as they are", () => {
    const html = renderContent(
      page([
        button("s", { linktype: "story", cached_url: "programs/inner-compass" }),
        button("u", { linktype: "url", url: "https://example.org/x" }),
        button("e", { linktype: "email", email: "hello@brightpath.example" }),
      ]),
      { lang: "de" },
    );
    expect(html).toContain('href="/de/programs/inner-compass"');
    expect(html).toContain('href="https://example.org/x"');
    expect(html).toContain('href="mailto:hello@brightpath.example"');
  });
});

describe("validateContent with a rich-text renderer", () => {
  it("replaces each rich text document by its rendering, after filling variables, and reports its repairs", () => {
    const doc = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Join {{count}} members" }] }] };
    const rendered: unknown[] = [];
    const { value, problems } = validateContent(page([{ _uid: "r1", component: "rich_text", text: doc }]), registry, new Map([["count", "40,000"]]), {
      richText: (document) => {
        rendered.push(document);
        return { value: { type: "doc", parts: [{ html: "<p>html</p>" }] }, issues: ['paragraph: alignment "up" ignored'] };
      },
    });
    expect((value as { body: { text: unknown }[] }).body[0]?.text).toEqual({ type: "doc", parts: [{ html: "<p>html</p>" }] });
    expect(JSON.stringify(rendered)).toContain("Join 40,000 members");
    expect(problems).toEqual([
      expect.objectContaining({ kind: "repaired", component: "rich_text", uid: "r1", field: "text", detail: expect.stringContaining("alignment") }),
    ]);
  });
});

describe("schemas that bend", () => {
  const button = (fields: Record<string, unknown>) => ({ _uid: "b1", component: "button", label: "Join", link: { linktype: "url", url: "/join" }, ...fields });

  it("falls back to an option's default for a value it does not know, and reports the field", () => {
    const { value, problems } = validateContent(page([button({ variant: "glow" })]), registry);
    expect((value as { body: { variant: string }[] }).body[0]?.variant).toBe("primary");
    expect(problems).toEqual([expect.objectContaining({ kind: "repaired", component: "button", uid: "b1", field: "variant" })]);
    expect(render(page([button({ variant: "glow" })]))).toContain("Join");
  });

  it("reads a number option as its digits", () => {
    const { value, problems } = validateContent(page([{ _uid: "g", component: "grid", columns: [], column_count: 2 }]), registry);
    expect((value as { body: { column_count: string }[] }).body[0]?.column_count).toBe("2");
    expect(problems).toEqual([]);
  });

  it("uses a field's default for a value of another shape (a section background object)", () => {
    const section = {
      _uid: "s1",
      component: "section",
      title: "Kept",
      background: { color: "#fff", plugin: "native-color-picker" },
      body: [heading("h", "Inside")],
    };
    const { problems } = validateContent(page([section]), registry);
    expect(problems).toEqual([expect.objectContaining({ kind: "repaired", component: "section", field: "background" })]);
    const html = render(page([section]));
    expect(html).toContain("Kept");
    expect(html).toContain("Inside");
  });

  it("drops a field its schema refuses so the default applies (image priority as a string)", () => {
    const image = { _uid: "i1", component: "image", image: { filename: "https://a.storyblok.com/f/1/a.jpg" }, priority: "yes" };
    const { value, problems } = validateContent(page([image]), registry);
    expect((value as { body: { component: string; priority: boolean }[] }).body[0]).toMatchObject({ component: "image", priority: false });
    expect(problems).toEqual([expect.objectContaining({ kind: "repaired", field: "priority", detail: expect.stringContaining("ignored, default used") })]);
  });

  it("accepts an image given as a plain URL (the older shape) and reports it", () => {
    const image = { _uid: "i1", component: "image", image: "https://a.storyblok.com/f/1/old.jpg" };
    const { value, problems } = validateContent(page([image]), registry);
    expect((value as { body: { image: { filename: string } }[] }).body[0]?.image.filename).toBe("https://a.storyblok.com/f/1/old.jpg");
    expect(problems).toEqual([expect.objectContaining({ kind: "repaired", field: "image", detail: expect.stringContaining("plain URL") })]);
    expect(render(page([image]))).toContain("old.jpg");
  });

  it("accepts an asset object with nulls and a link field of an unknown type", () => {
    const hero = {
      _uid: "h1",
      component: "hero",
      headline: "Hi",
      image: { id: null, filename: null, alt: null, name: "" },
      actions: [button({ link: { linktype: "phone", url: "/x", cached_url: null } })],
    };
    const { problems } = validateContent(page([hero]), registry);
    expect(problems.filter((p) => p.kind === "invalid")).toEqual([]);
  });

  it("hides an invalid blok but renders its valid children, and lists it in preview", () => {
    const hero = { _uid: "h1", component: "hero", headline: "", actions: [button({ label: "Still here" })] };
    const content = page([hero, heading("h2", "Sibling")]);
    const { problems } = validateContent(content, registry);
    expect(problems).toEqual([expect.objectContaining({ kind: "invalid", component: "hero", uid: "h1", detail: expect.stringContaining("headline") })]);
    const html = render(content);
    expect(html).toContain("Still here");
    expect(html).toContain("Sibling");
    expect(html).not.toContain('data-block="hero"');
    expect(render(content, true)).toContain("Block “hero” has invalid fields");
  });
});
