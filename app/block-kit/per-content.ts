import type { z } from "zod";

/**
 * Parses of content trees, kept per schema and tree object. Content is read, never changed in
 * place: a cached story's content is the same object from request to request until a new version
 * replaces it, so its fields are validated once per version rather than on every render
 * (docs/decisions/0060-render-cost.md). Callers must not change what a parse returns.
 */
const parses = new WeakMap<z.ZodTypeAny, WeakMap<object, z.SafeParseReturnType<unknown, unknown>>>();

/** `schema.safeParse(content)`, the same result for the same schema and content object. */
export function parseContentOnce<S extends z.ZodTypeAny>(schema: S, content: unknown): z.SafeParseReturnType<z.input<S>, z.output<S>> {
  if (!content || typeof content !== "object") return schema.safeParse(content);
  let bySchema = parses.get(schema);
  if (!bySchema) {
    bySchema = new WeakMap();
    parses.set(schema, bySchema);
  }
  let result = bySchema.get(content);
  if (!result) {
    result = schema.safeParse(content);
    bySchema.set(content, result);
  }
  return result as z.SafeParseReturnType<z.input<S>, z.output<S>>;
}
