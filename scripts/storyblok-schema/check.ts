import { BLOK_KEYS, type StoryblokComponent, type StoryblokField } from "./components";
import { COMPONENT_META } from "./metadata";

/**
 * Checks between stories and the generated definitions, for the tests: an example blok made
 * from a definition alone (round trip through the site's schema), and the problems a story
 * would meet in a space set up from the definitions.
 */

const EXAMPLE_UUID = "6df0cf23-a403-4b3f-8c1f-2c90e5ff25ce";

const RICH_TEXT = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Example text." }] }] };

/**
 * A valid value of a field, as an editor would fill it in Storyblok (`example` for refinements).
 * A Blocks field holds example bloks of up to three of its allowed components (`byName`).
 */
export function exampleValue(component: string, name: string, field: StoryblokField, byName = new Map<string, StoryblokComponent>(), depth = 0): unknown {
  const example = COMPONENT_META[component]?.fields?.[name]?.example;
  if (example !== undefined) return example;
  switch (field.type) {
    case "text":
    case "textarea":
    case "markdown":
      return field.default_value ?? `Example ${field.display_name.toLowerCase()}`;
    case "richtext":
      return RICH_TEXT;
    case "number":
      return field.default_value ?? String(field.min_value ?? 1);
    case "boolean":
      return true;
    case "option":
      return field.source ? EXAMPLE_UUID : (field.default_value ?? field.options?.[0]?.value ?? "");
    case "options":
      return field.options?.slice(0, 1).map((o) => o.value) ?? [];
    case "bloks": {
      // A field of one kind of blok (an accordion's items, an experiment's variants) gets two.
      const kinds = (field.component_whitelist ?? []).slice(0, 3);
      return (kinds.length === 1 ? [kinds[0]!, kinds[0]!] : kinds).map((child, i) => {
        const definition = byName.get(child);
        return definition && depth < 3 ? { ...exampleBlok(definition, byName, depth + 1), _uid: `${name}-${i}` } : { _uid: `${name}-${i}`, component: child };
      });
    }
    case "multilink":
      return { id: EXAMPLE_UUID, url: "", linktype: "story", fieldtype: "multilink", cached_url: "home" };
    case "asset":
      return {
        id: 1,
        alt: "Example",
        name: "",
        focus: null,
        title: null,
        filename: "https://a.storyblok.com/f/1/800x600/abc/example.jpg",
        copyright: null,
        fieldtype: "asset",
      };
    case "datetime":
      return "2026-11-24 18:00";
  }
}

/** A blok of `component` with every field filled with an example value. */
export function exampleBlok(component: StoryblokComponent, byName = new Map<string, StoryblokComponent>(), depth = 0): Record<string, unknown> {
  const blok: Record<string, unknown> = { _uid: `example-${component.name}`, component: component.name };
  for (const [name, field] of Object.entries(component.schema)) blok[name] = exampleValue(component.name, name, field, byName, depth);
  return blok;
}

const isBlok = (value: unknown): value is Record<string, unknown> & { component: string; _uid: string } =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as { component?: unknown }).component === "string" &&
  typeof (value as { _uid?: unknown })._uid === "string";

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === "" ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === "object" && value !== null && "filename" in value && !value.filename);

function fieldProblems(at: string, field: StoryblokField, value: unknown, byName: Map<string, StoryblokComponent>): string[] {
  if (field.required && isEmpty(value)) return [`${at}: required but empty`];
  const values = new Set((field.options ?? []).map((o) => o.value));
  switch (field.type) {
    case "option":
      return field.source || isEmpty(value) || values.has(String(value)) ? [] : [`${at}: "${String(value)}" is not one of its options`];
    case "options": {
      const list = Array.isArray(value) && !field.source ? value : [];
      return list.filter((v) => !values.has(String(v))).map((v) => `${at}: "${String(v)}" is not one of its options`);
    }
    case "bloks": {
      if (value !== undefined && !Array.isArray(value)) return [`${at}: not a list of bloks`];
      const list = (value ?? []) as unknown[];
      return list.flatMap((child, i) => {
        if (!isBlok(child)) return [`${at}[${i}]: not a blok`];
        const allowed = !field.restrict_components || field.component_whitelist?.includes(child.component);
        const nested = byName.get(child.component);
        return [
          ...(allowed || !nested ? [] : [`${at}[${i}]: ${child.component} is not allowed here`]),
          ...(nested && !nested.is_nestable ? [`${at}[${i}]: ${child.component} cannot be nested`] : []),
          ...blokProblems(child, `${at}[${i}]`, byName),
        ];
      });
    }
    default:
      return [];
  }
}

/** Problems of one blok and its nested bloks: unknown components, unknown fields, wrong values. */
export function blokProblems(blok: Record<string, unknown> & { component: string }, at: string, byName: Map<string, StoryblokComponent>): string[] {
  const definition = byName.get(blok.component);
  if (!definition) return [`${at}: no component ${blok.component}`];
  const here = `${at} (${blok.component})`;
  const unknown = Object.keys(blok)
    .filter((key) => !BLOK_KEYS.has(key) && !definition.schema[key])
    .map((key) => `${here}.${key}: no such field`);
  const fields = Object.entries(definition.schema).flatMap(([name, field]) => fieldProblems(`${here}.${name}`, field, blok[name], byName));
  return [...unknown, ...fields];
}

/** Problems of a story's content in a space holding `components`. */
export function storyProblems(content: Record<string, unknown> & { component: string }, components: StoryblokComponent[]): string[] {
  const byName = new Map(components.map((c) => [c.name, c]));
  const root = byName.get(content.component);
  return [...(root && !root.is_root ? [`${content.component} is not a content type`] : []), ...blokProblems(content, "content", byName)];
}
