import type { ZodTypeAny } from "zod";

/**
 * What a shared field schema means as a Storyblok field, recorded where the schema is defined
 * (`block-kit/schema.ts`, `domain/routing/redirect-rules.ts`) so the components export
 * (`scripts/storyblok-schema/`, decision 0017) need not guess it from a lenient schema's `_def`
 * (a preprocess or `z.unknown()` hides the values an option accepts, decision 0015).
 * Server and client share this module (`block-kit/schema.ts` reaches the live-preview chunk): a
 * WeakMap and two functions, no dependencies.
 */
export type StoryblokMeaning =
  /** A single option: the values the code knows, and what "" / an unknown value falls back to. */
  { type: "option"; options: readonly string[]; default: string } | { type: "asset" | "multilink" | "richtext" | "datetime" | "bloks" };

const meanings = new WeakMap<ZodTypeAny, StoryblokMeaning>();

/** Records `schema`'s Storyblok meaning and returns `schema` (call it next to the helper's definition). */
export function storyblokField<S extends ZodTypeAny>(schema: S, meaning: StoryblokMeaning): S {
  meanings.set(schema, meaning);
  return schema;
}

/** The meaning recorded for exactly this schema object (wrappers made from it have none). */
export function storyblokMeaningOf(schema: ZodTypeAny): StoryblokMeaning | undefined {
  return meanings.get(schema);
}
