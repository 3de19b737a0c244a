import type { ReactNode } from "react";
import type { z } from "zod";
import type { BlokBase, BlokProblem } from "~/domain/storyblok/blok";

export type { BlokBase, BlokProblem };

/** True for a Storyblok blok object (CDN API v2: a `component` name and a `_uid`), any other fields. */
export function isBlok(value: unknown): value is Record<string, unknown> & BlokBase {
  const record = value as Record<string, unknown> | null;
  return typeof record === "object" && record !== null && typeof record.component === "string" && typeof record._uid === "string";
}

/** A blok after validation: its fields as its schema typed them. */
export type Blok<T = Record<string, unknown>> = BlokBase & T;

/** Stand-in for a blok no block folder knows (rendered only in preview). */
export interface UnknownBlok extends BlokBase {
  component: "__unknown__";
  original: string;
  /** Valid bloks nested in it: rendered in its place. */
  children?: BlokBase[];
}

/** Stand-in for a blok whose fields failed its schema (rendered only in preview). */
export interface InvalidBlok extends BlokBase {
  component: "__invalid__";
  original: string;
  issues: string[];
  /** Valid bloks nested in it: rendered in its place, so hiding it leaves no hole. */
  children?: BlokBase[];
}

/**
 * Props of a block's view (`blocks/<name>/index.tsx`, default export): the blok as its
 * schema (`blocks/<name>/schema.ts`) parsed it on the server. Views import the schema with
 * `import type`, so zod never reaches the browser for a block that only renders.
 */
export interface BlockViewProps<S extends z.ZodTypeAny> {
  blok: Blok<z.output<S>>;
}

/** A block's view with its field types erased, so views of different blocks sit in one map. */
export type AnyBlockView = (props: { blok: never }) => ReactNode;

/**
 * Stand-in the browser gets, on a first visit, for a blok whose whole subtree renders static
 * HTML (views with `staticTag`): the server's HTML stays and none of it hydrates
 * (`StaticHtml.tsx`, `static-bloks.server.ts`, docs/decisions/0019).
 */
export interface StaticBlok extends BlokBase {
  /** The tag of the element the view rendered on the server. Its other fields are left out. */
  _static: string;
}

/** True for a {@link StaticBlok} stub (it keeps its `component`, so parents still read the kind). */
export function isStaticBlok(blok: BlokBase): blok is StaticBlok {
  return typeof (blok as Partial<StaticBlok>)._static === "string";
}
