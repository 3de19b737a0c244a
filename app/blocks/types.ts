import type { ReactNode } from "react";
import type { z } from "zod";

/** Fields every Storyblok blok carries (CDN API v2). */
export interface BlokBase {
  _uid: string;
  component: string;
  /** Visual-editor marker comment, present in draft responses. */
  _editable?: string;
}

/** A blok after validation: its fields as its schema typed them. */
export type Blok<T = Record<string, unknown>> = BlokBase & T;

/** Stand-in for a blok the registry does not know (rendered only in preview). */
export interface UnknownBlok extends BlokBase {
  component: "__unknown__";
  original: string;
}

/** Stand-in for a blok whose fields failed its schema (rendered only in preview). */
export interface InvalidBlok extends BlokBase {
  component: "__invalid__";
  original: string;
  issues: string[];
}

/**
 * One entry of the block registry: the zod schema of the blok's fields and its view.
 * The schema sees the raw blok (unknown keys pass through); nested blok arrays are
 * declared with {@link import("./schema").bloks} and validated by the walker, not here.
 */
export interface BlockDefinition<S extends z.ZodTypeAny = z.ZodTypeAny> {
  schema: S;
  View: BlockView<z.infer<S>>;
}

/** A block's view: a function component of the validated blok. */
export type BlockView<T> = (props: { blok: Blok<T> }) => ReactNode;

/**
 * A registry entry with its field types erased, so entries of different blocks can sit in
 * one map. The walker guarantees the view only ever receives a blok its schema accepted.
 */
export interface RegisteredBlock {
  schema: z.ZodTypeAny;
  View: (props: { blok: never }) => ReactNode;
}

/** A problem found while validating a story: logged on the server, flagged in preview. */
export interface BlokProblem {
  kind: "unknown" | "invalid" | "variable";
  component: string;
  uid: string;
  detail: string;
}

/** Typed constructor for a registry entry: the view's props follow the schema. */
export function defineBlock<S extends z.ZodTypeAny>(
  schema: S,
  View: BlockView<z.infer<S>>,
): BlockDefinition<S> {
  return { schema, View };
}
