import type { ZodTypeAny } from "zod";
import { blockSchemas } from "~/block-kit/schemas";
import { settingsSchema } from "~/content/validated-story.server";
import { schema as pageSchema } from "~/blocks/page/schema";
import { directivesSchema } from "~/domain/routing/page-directives";
import { redirectRuleBlokSchema, redirectsContentSchema } from "~/domain/routing/redirect-rules";
import { COMPONENT_META, type ComponentMeta, type FieldMeta } from "./metadata";
import { objectShape, shapeOf, type FieldShape } from "./introspect";
import { audienceField, audienceLevelsField } from "~/block-kit/audience";

/**
 * Storyblok component definitions generated from the zod schemas the site validates stories
 * with (`blocks/<name>/schema.ts`, `settingsSchema`, the redirect rules of `global/redirects`)
 * plus `metadata.ts`. The output is
 * the file `storyblok pull-components` writes and `storyblok push-components` reads:
 * `{ components: [...] }`, each a Management API component object (name, display_name,
 * is_root, is_nestable, schema: field name → field object with type, pos, required…).
 */

export type StoryblokFieldType =
  "text" | "textarea" | "markdown" | "richtext" | "number" | "boolean" | "option" | "options" | "bloks" | "multilink" | "asset" | "datetime";

/** A Management API component schema field object (only the properties this site sets). */
export interface StoryblokField {
  type: StoryblokFieldType;
  pos: number;
  display_name: string;
  required: boolean;
  translatable?: boolean;
  default_value?: string;
  description?: string;
  regex?: string;
  max_length?: number;
  min_value?: number;
  max_value?: number;
  decimals?: number;
  steps?: number;
  source?: string;
  datasource_slug?: string;
  filter_content_type?: string[];
  options?: { name: string; value: string }[];
  restrict_type?: "";
  restrict_components?: boolean;
  component_whitelist?: string[];
  filetypes?: string[];
  email_link_type?: boolean;
  asset_link_type?: boolean;
  show_anchor?: boolean;
  allow_target_blank?: boolean;
  disable_time?: boolean;
}

export interface StoryblokComponent {
  name: string;
  display_name: string;
  is_root: boolean;
  is_nestable: boolean;
  preview_field: string | null;
  component_group_uuid: null;
  schema: Record<string, StoryblokField>;
}

/** Keys every blok carries that are not fields of its component. */
export const BLOK_KEYS = new Set(["_uid", "component", "_editable"]);

/** What the definitions are generated from (the tests pass their own to see failures). */
export interface Sources {
  /** Zod schema by component name: the block registry and the root content types. */
  roots: Record<string, ZodTypeAny>;
  meta: Record<string, ComponentMeta>;
}

/** The page's fields: its blok schema and the directives its loader reads (docs/product/page-directives-and-redirects.md). */
const pageWithDirectives = pageSchema.merge(directivesSchema);

/** A redirect rule's fields: its schema without the keys every blok has (`_uid`, `component`). */
const redirectRuleFields = redirectRuleBlokSchema.omit({ _uid: true, component: true });

const SITE: Sources = {
  roots: { ...blockSchemas, page: pageWithDirectives, settings: settingsSchema, redirects: redirectsContentSchema, redirect_rule: redirectRuleFields },
  meta: COMPONENT_META,
};

/**
 * Every content schema by component name: `sources.roots` plus the items of their lists of
 * objects (the settings' `variable`s), named by the field's one allowed component.
 */
export function contentSchemas(sources: Sources = SITE): Record<string, ZodTypeAny> {
  const schemas: Record<string, ZodTypeAny> = { ...sources.roots };
  for (const [component, schema] of Object.entries(schemas)) {
    for (const [field, fieldSchema] of Object.entries(objectShape(schema))) {
      const shape = shapeOf(fieldSchema);
      const allow = sources.meta[component]?.fields?.[field]?.allow;
      if (shape.kind === "bloks" && shape.item) {
        if (allow?.length !== 1) throw new Error(`${component}.${field}: a list of items needs exactly one component in "allow"`);
        schemas[allow[0]!] = shape.item;
      }
    }
  }
  return schemas;
}

const WORDS: Record<string, string> = { id: "ID", seo: "SEO", cta: "CTA", url: "URL" };

/** `quest_id` → "Quest ID", as Storyblok would show a technical name, with a few acronyms. */
export function humanize(name: string): string {
  const words = name
    .split(/[_-]+/)
    .filter(Boolean)
    .map((w) => WORDS[w] ?? w);
  const text = words.join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A zod message ("must be …") as an editor's hint: "Must be …." */
const sentence = (message: string) => `${message.charAt(0).toUpperCase()}${message.slice(1)}${message.endsWith(".") ? "" : "."}`;

const languageNames = new Intl.DisplayNames(["en"], { type: "language" });

function optionsOf(values: readonly string[], names?: "language") {
  return values.map((value) => ({ name: names === "language" ? (languageNames.of(value) ?? value) : humanize(value), value }));
}

/** What Storyblok sends for an empty field of each kind (the required check parses it). */
function emptyValue(kind: FieldShape["kind"]): unknown {
  switch (kind) {
    case "boolean":
      return false;
    case "bloks":
    case "options":
      return [];
    case "asset":
      return { id: null, alt: null, name: "", focus: null, title: null, filename: "", copyright: null, fieldtype: "asset" };
    case "multilink":
      return { id: "", url: "", linktype: "story", fieldtype: "multilink", cached_url: "" };
    case "richtext":
      return undefined;
    default:
      return "";
  }
}

/** The value the site uses for an empty field (an option's fallback, a count's default). */
function defaultOf(schema: ZodTypeAny, kind: FieldShape["kind"]): string | undefined {
  const parsed = schema.safeParse(kind === "boolean" ? undefined : emptyValue(kind));
  if (!parsed.success) return undefined;
  const value: unknown = parsed.data;
  if (kind === "boolean") return value === true ? "true" : undefined;
  if (typeof value === "number" || (typeof value === "string" && value !== "")) return String(value);
  return undefined;
}

const TEXT_KINDS = new Set<StoryblokFieldType>(["text", "textarea", "markdown", "richtext"]);

function kindFields(shape: FieldShape, meta: FieldMeta, schema: ZodTypeAny): Partial<StoryblokField> {
  switch (shape.kind) {
    case "text":
      return { regex: shape.regex?.source, max_length: shape.maxLength };
    case "number":
      return { min_value: shape.min, max_value: shape.max, decimals: shape.integer ? 0 : undefined, steps: shape.integer ? 1 : undefined };
    case "option":
      return { options: optionsOf(shape.values, meta.value_names) };
    case "options": {
      const values = shape.values ?? meta.values;
      if (!values) throw new Error("a multi-option field needs values");
      return { options: optionsOf(values, meta.value_names) };
    }
    case "asset":
      return { filetypes: [...(meta.filetypes ?? ["images"])] };
    case "multilink": {
      const linkShape = objectShape(schema);
      const linktypes = shapeOf(linkShape.linktype!);
      const values = linktypes.kind === "option" ? linktypes.values : [];
      return {
        email_link_type: values.includes("email"),
        asset_link_type: values.includes("asset"),
        show_anchor: "anchor" in linkShape,
        allow_target_blank: "target" in linkShape,
      };
    }
    case "datetime":
      return { disable_time: false };
    default:
      return {};
  }
}

function typeOf(shape: FieldShape, meta: FieldMeta): StoryblokFieldType {
  if (meta.story_of) return "option";
  if (meta.datasource) return "options";
  if (meta.type === "option" && meta.values) return "option";
  if (shape.kind === "unknown") throw new Error(`cannot tell the Storyblok type of ${shape.why}: add it to metadata.ts`);
  if (shape.kind === "text" && (meta.type === "textarea" || meta.type === "markdown")) return meta.type;
  return shape.kind;
}

/** Nestable components that open Blocks fields (`allow_content`) accept. */
function contentComponents(names: string[], meta: Record<string, ComponentMeta>): string[] {
  return names.filter((name) => !meta[name]?.part && !meta[name]?.not_nestable);
}

/** The field's shape, where metadata decides it: a story, a datasource, option values. */
function shapeFor(schema: ZodTypeAny, meta: FieldMeta): FieldShape {
  if (meta.story_of) return { kind: "option", values: [] };
  if (meta.datasource) return { kind: "options", values: [] };
  if (meta.type === "option" && meta.values) return { kind: "option", values: [...meta.values] };
  return shapeOf(schema);
}

function buildField(name: string, schema: ZodTypeAny, meta: FieldMeta, pos: number, content: string[]): StoryblokField {
  const shape = shapeFor(schema, meta);
  const type = typeOf(shape, meta);
  const kind = shape.kind;
  const field: StoryblokField = {
    type,
    pos,
    display_name: meta.display_name ?? humanize(name),
    required: Boolean(meta.required) || !schema.safeParse(emptyValue(kind)).success,
  };
  if (TEXT_KINDS.has(type)) field.translatable = !meta.technical && !(shape.kind === "text" && shape.regex);
  const fallback = meta.story_of || meta.datasource ? undefined : defaultOf(schema, kind);
  if (fallback !== undefined && (kind !== "option" || shape.values.includes(fallback))) field.default_value = fallback;
  const description = meta.description ?? (shape.kind === "text" && shape.regexMessage ? sentence(shape.regexMessage) : undefined);
  if (description) field.description = description;
  if (meta.story_of) Object.assign(field, { source: "internal_stories", filter_content_type: [...meta.story_of] });
  else if (meta.datasource) Object.assign(field, { source: "internal", datasource_slug: meta.datasource });
  else Object.assign(field, kindFields(shape, meta, schema));
  if (meta.type === "option" && meta.values) field.options = optionsOf(meta.values);
  if (kind === "bloks") {
    const whitelist = meta.allow ?? (meta.allow_content ? content : undefined);
    if (whitelist) Object.assign(field, { restrict_type: "", restrict_components: true, component_whitelist: [...whitelist] });
  }
  return JSON.parse(JSON.stringify(field)) as StoryblokField;
}

function buildComponent(name: string, schema: ZodTypeAny, meta: ComponentMeta, content: string[]): StoryblokComponent {
  const fields = Object.entries(objectShape(schema));
  for (const field of Object.keys(meta.fields ?? {})) {
    if (!fields.some(([key]) => key === field)) throw new Error(`metadata names ${name}.${field}, which its schema does not have`);
  }
  const built = Object.fromEntries(
    fields.map(([field, fieldSchema], pos) => {
      try {
        return [field, buildField(field, fieldSchema, meta.fields?.[field] ?? {}, pos, content)];
      } catch (error) {
        throw new Error(`${name}.${field}: ${(error as Error).message}`);
      }
    }),
  );
  // Every nestable blok says whom it is for (app/block-kit/audience.ts).
  if (!meta.not_nestable && !built.audience) {
    built.audience = buildField("audience", audienceField, AUDIENCE_META, fields.length, content);
    built.audience_levels = buildField("audience_levels", audienceLevelsField, AUDIENCE_LEVELS_META, fields.length + 1, content);
  }
  const texts = Object.entries(built).filter(([, f]) => f.type === "text");
  const preview = meta.preview_field ?? (texts.find(([, f]) => f.required) ?? texts[0])?.[0] ?? null;
  return {
    name,
    display_name: meta.display_name ?? humanize(name),
    is_root: Boolean(meta.root),
    is_nestable: !meta.not_nestable,
    preview_field: preview,
    component_group_uuid: null,
    schema: built,
  };
}

/** The `audience` field of every nestable component, as editors see it. */
const AUDIENCE_META: FieldMeta = {
  display_name: "Audience",
  description: "Who sees this block: everyone, visitors (not signed in) or members (signed in).",
};

/** The `audience_levels` field beside it: members of which levels (the platform's `user-levels`). */
const AUDIENCE_LEVELS_META: FieldMeta = {
  display_name: "Audience levels",
  datasource: "user-levels",
  description: "With Audience = Members: only members of these levels (name or number). Empty: every member.",
};

/**
 * Every component definition, sorted by name.
 * @throws {Error} naming the component and field when a field's Storyblok type cannot be told
 *   or the metadata names a component or field no schema has.
 */
export function storyblokComponents(sources: Sources = SITE): StoryblokComponent[] {
  const schemas = contentSchemas(sources);
  for (const name of Object.keys(sources.meta)) {
    if (!schemas[name]) throw new Error(`metadata names the component ${name}, which has no schema`);
  }
  const names = Object.keys(schemas).sort();
  const content = contentComponents(names, sources.meta);
  return names.map((name) => buildComponent(name, schemas[name]!, sources.meta[name] ?? {}, content));
}

/** The file `npm run storyblok:components` writes (`storyblok/components.json`). */
export function componentsFileText(): string {
  return `${JSON.stringify({ components: storyblokComponents() }, null, 2)}\n`;
}
