import type { z } from "zod";

/**
 * `compute` kept per content tree object and argument. Content is read, never changed in place:
 * a cached story's content is the same object from request to request until a new version
 * replaces it, so what depends only on it is worked out once per version rather than on every
 * render (docs/decisions/0060-render-cost.md). Callers must not change what it returns; values
 * other than objects are computed each time.
 */
export function perContent<A, T>(compute: (content: unknown, arg: A) => T): (content: unknown, arg: A) => T {
  const results = new WeakMap<object, Map<A, T>>();
  return (content, arg) => {
    if (!content || typeof content !== "object") return compute(content, arg);
    let byArg = results.get(content);
    if (!byArg) {
      byArg = new Map();
      results.set(content, byArg);
    }
    if (!byArg.has(arg)) byArg.set(arg, compute(content, arg));
    return byArg.get(arg) as T;
  };
}

const parse = perContent((content, schema: z.ZodTypeAny) => schema.safeParse(content));

/** `schema.safeParse(content)`, the same result for the same schema and content object (see {@link perContent}). */
export function parseContentOnce<S extends z.ZodTypeAny>(schema: S, content: unknown): z.SafeParseReturnType<z.input<S>, z.output<S>> {
  return parse(content, schema) as z.SafeParseReturnType<z.input<S>, z.output<S>>;
}
