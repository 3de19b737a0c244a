import type { z } from "zod";
import type { BlockItems, StructuredDataContext } from "~/domain/search-and-sharing/structured-data";
import type { Blok } from "./types";

/**
 * A block's structured data: `blocks/<name>/structured-data.ts` default-exports one, a pure
 * function of the blok (as its schema parsed it) and of what its loader returned (absent for
 * blocks without a loader; null or absent when the loader failed). Collected on the server by
 * `block-structured-data.server.ts`, like a loader's `seo`.
 */
export interface BlockStructuredData<S extends z.ZodTypeAny = z.ZodTypeAny, D = unknown> {
  build: (blok: Blok<z.output<S>>, data: D | null | undefined, context: StructuredDataContext) => BlockItems;
}

/** Defines a block's structured data; `schema` types the blok as for `defineBlockLoader`. */
export function defineStructuredData<S extends z.ZodTypeAny, D = undefined>(
  _schema: S,
  build: (blok: Blok<z.output<S>>, data: D | null | undefined, context: StructuredDataContext) => BlockItems,
): BlockStructuredData<S, D> {
  return { build };
}

/** A definition with its blok and data types erased, so definitions of different blocks sit in one map. */
export interface AnyBlockStructuredData {
  build: (blok: never, data: never, context: StructuredDataContext) => BlockItems;
}
