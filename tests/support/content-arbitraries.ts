import fc from "fast-check";
import type { ZodTypeAny } from "zod";

/**
 * fast-check arbitraries for hostile Storyblok content: rich-text trees
 * mixing every node and mark of Storyblok's schema with unknown ones and attributes of any
 * type, and bloks of the site's components whose fields hold values of the wrong type.
 * Shared by the unit property test and the e2e check that such pages answer 200.
 */

const NODE_TYPES = [
  "paragraph",
  "heading",
  "bullet_list",
  "ordered_list",
  "list_item",
  "blockquote",
  "code_block",
  "hard_break",
  "horizontal_rule",
  "image",
  "emoji",
  "table",
  "tableRow",
  "tableCell",
  "tableHeader",
  "blok",
  "doc",
  "text",
  "bulletList",
  "mystery_node",
] as const;
const MARK_TYPES = [
  "bold",
  "italic",
  "strike",
  "underline",
  "code",
  "superscript",
  "subscript",
  "highlight",
  "textStyle",
  "styled",
  "anchor",
  "link",
  "strong",
  "glitter",
] as const;

/** Attribute values editors and other tools produce, and values of the wrong type. */
const attrValue = fc.oneof(
  fc.constantFrom(
    "left",
    "center",
    "right",
    "justify",
    "#F5F5F5",
    "red",
    "rgb(1,2,3)",
    "red;background-image:url(//evil.example)",
    "language-js",
    "_blank",
    "story",
    "url",
    "email",
    "asset",
    "de/home",
    "/",
    "",
    "javascript:alert(1)",
    "https://a.storyblok.com/f/1/a.jpg",
    "//a.storyblok.com/x.png",
    "color: red; position: fixed",
  ),
  fc.string({ maxLength: 12 }),
  fc.integer({ min: -3, max: 9 }),
  fc.constant(null),
  fc.array(fc.integer({ min: -10, max: 5000 }), { maxLength: 2 }),
  fc.dictionary(fc.constantFrom("full_slug", "title", "rel", "x"), fc.oneof(fc.string({ maxLength: 8 }), fc.integer()), { maxKeys: 2 }),
);
const ATTR_KEYS = [
  "textAlign",
  "level",
  "order",
  "class",
  "colspan",
  "rowspan",
  "colwidth",
  "backgroundColor",
  "src",
  "alt",
  "title",
  "name",
  "emoji",
  "fallbackImage",
  "href",
  "linktype",
  "anchor",
  "target",
  "uuid",
  "custom",
  "story",
  "color",
  "id",
  "style",
  "body",
] as const;
const attrs = fc.dictionary(fc.constantFrom(...ATTR_KEYS), attrValue, { maxKeys: 4 });

const mark = fc.record(
  { type: fc.oneof(fc.constantFrom(...MARK_TYPES), fc.string({ maxLength: 6 })), attrs: fc.option(attrs, { nil: undefined }) },
  { requiredKeys: ["type"] },
);

/** A rich-text node tree of bounded depth. */
export const richTextNode: fc.Arbitrary<unknown> = fc.letrec<{ node: unknown }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.record({
      type: fc.constant("text"),
      text: fc.oneof(fc.string({ maxLength: 20 }), fc.constant("<b>{{x}}</b>"), fc.integer()),
      marks: fc.array(mark, { maxLength: 3 }),
    }),
    fc.record(
      { type: fc.constantFrom(...NODE_TYPES), attrs, content: fc.oneof(fc.array(tie("node"), { maxLength: 4 }), fc.constant("not a list"), fc.constant(null)) },
      { requiredKeys: ["type"] },
    ),
    fc.oneof(fc.string({ maxLength: 5 }), fc.integer(), fc.constant(null), fc.constant([])),
  ),
})).node;

/** A rich-text field value: usually a document, sometimes something else entirely. */
export const richTextDocument = fc
  .oneof(
    { weight: 4, arbitrary: fc.record({ type: fc.constant("doc"), content: fc.array(richTextNode, { maxLength: 6 }) }) },
    { weight: 1, arbitrary: fc.oneof(fc.string({ maxLength: 20 }), fc.constant(null), fc.record({ type: fc.constant("doc") }), richTextNode) },
  )
  .map((value) => JSON.parse(JSON.stringify(value ?? null)) as unknown);

/** Field names of a block schema (a zod object, possibly inside effects such as superRefine). */
export function fieldsOf(schema: ZodTypeAny): string[] {
  let inner: ZodTypeAny = schema;
  while ((inner._def as { schema?: ZodTypeAny }).schema) inner = (inner._def as { schema: ZodTypeAny }).schema;
  const shape = (inner as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
}

/** A field value: of any type, often a plausible Storyblok shape of another field type. */
function fieldValue(blok: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(""),
    fc.record({
      filename: fc.oneof(fc.constant("https://a.storyblok.com/f/1/a.jpg"), fc.constant(null), fc.integer()),
      alt: fc.oneof(fc.string({ maxLength: 5 }), fc.constant(null)),
    }),
    fc.record({
      linktype: fc.constantFrom("story", "url", "email", "asset", "tel"),
      cached_url: fc.constantFrom("", "de/home", "about", "/"),
      url: fc.constantFrom("", "https://example.org", "javascript:x"),
      id: fc.constantFrom("", "u1"),
    }),
    richTextDocument,
    fc.array(blok, { maxLength: 3 }),
    fc.anything({ maxDepth: 2 }),
  );
}

/** A blok of one of `schemas`' components (or an unknown one) with arbitrary field values, nesting bloks. */
export function blokArbitrary(schemas: Readonly<Record<string, ZodTypeAny>>): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(schemas).sort();
  return fc.letrec<{ blok: Record<string, unknown> }>((tie) => ({
    blok: fc
      .tuple(fc.constantFrom(...names, "article", "mystery_block"), fc.uuid(), fc.array(fc.tuple(fc.nat(), fieldValue(tie("blok"))), { maxLength: 5 }))
      .map(([component, uid, values]) => {
        const fields = [...fieldsOf(schemas[component] ?? ({ _def: {} } as ZodTypeAny)), "body", "text"];
        const blok: Record<string, unknown> = { _uid: uid, component };
        for (const [index, value] of values) blok[fields[index % fields.length] ?? "x"] = value;
        return blok;
      }),
  })).blok;
}

/** Values as the Content Delivery API delivers them: through JSON (plain objects, no undefined). */
const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** A story's content: a `page` whose body holds arbitrary bloks. */
export function pageContentArbitrary(schemas: Readonly<Record<string, ZodTypeAny>>) {
  return fc.record({ _uid: fc.uuid(), component: fc.constant("page"), body: fc.array(blokArbitrary(schemas), { maxLength: 4 }) }).map(asJson);
}
