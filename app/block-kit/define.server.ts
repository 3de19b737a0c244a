import type { z } from "zod";
import type { Language } from "~/i18n/languages";
import type { Blok } from "./types";

/**
 * Server parts of a block (blocks are data-free views, docs/architecture.md): a block that needs
 * upstream data has `blocks/<name>/loader.server.ts`, a block with a form
 * `blocks/<name>/action.server.ts`, each default-exporting one definition made here. They
 * are found by folder (`servers.server.ts`), receive the blok already parsed by the block's
 * schema, and never reach the browser bundle.
 */
export interface BlockServerContext {
  request: Request;
  lang: Language;
  preview: boolean;
  /** The signed-in member's platform access token (server only), or null for visitors. */
  accessToken: string | null;
  /** The visitor's IANA time zone from the `tz` client-hint cookie; "UTC" until known. */
  timeZone: string;
  /** The slug of the page's story (`trainers/amara-okafor`), as the URL named it. */
  slug: string;
  /** True when no story has this slug and its folder's template renders the page. */
  template: boolean;
}

/** What is known of a page before its story arrives: the URL's language and slug. */
export interface EarlyContext {
  lang: Language;
  /** The slug the URL names (`trainers/amara-okafor`). */
  slug: string;
}

/** A page's title and description a block supplies when the story sets none. */
export interface PageSeo {
  title: string;
  description?: string;
}

/** A block's loader: data for its view, keyed by the blok's `_uid` in the page data. */
export interface BlockLoader<S extends z.ZodTypeAny = z.ZodTypeAny, D = unknown> {
  kind: "loader";
  /**
   * True when the result depends on the visitor (cookies such as the time zone or the
   * attendee id): a page holding this block is served `private`, never from a shared cache.
   */
  personal: boolean;
  /**
   * Throwing an error hides only this block's data (logged); the page still renders.
   * Throwing a Response (e.g. `data(…, { status: 404 })`) answers the whole page with its
   * status and the error page: for a block whose subject does not exist.
   */
  load: (blok: Blok<z.output<S>>, context: BlockServerContext) => Promise<D>;
  /** The page's title and description from this block's data, when the story sets none. */
  seo?: (data: D) => PageSeo;
  /**
   * Starts, on every published page, the upstream reads `load` will make that the URL alone
   * decides (into their caches), while the story is still on its way: the page then waits for
   * them together with the story instead of after it (at most two round trips cold, docs/architecture.md). Must not
   * throw; a read no page of this block will use is wasted, so it should return at once for others.
   */
  early?: (context: EarlyContext) => void;
}

/** A block's form handler: a post naming the blok in `_block` lands here. */
export interface BlockAction<S extends z.ZodTypeAny = z.ZodTypeAny, R = unknown> {
  kind: "action";
  /** Returns action data or throws a Response (redirect, 4xx). */
  act: (blok: Blok<z.output<S>>, form: FormData, context: BlockServerContext) => Promise<R>;
}

/**
 * Defines a block's loader. `schema` is the block's own schema: it types the blok the
 * loader receives (validation already happened when the story was loaded).
 */
export function defineBlockLoader<S extends z.ZodTypeAny, D>(
  _schema: S,
  load: (blok: Blok<z.output<S>>, context: BlockServerContext) => Promise<D>,
  options: { personal?: boolean; seo?: (data: D) => PageSeo; early?: (context: EarlyContext) => void } = {},
): BlockLoader<S, D> {
  return { kind: "loader", personal: options.personal ?? false, load, seo: options.seo, early: options.early };
}

/** Defines a block's form action; `schema` types the blok as for {@link defineBlockLoader}. */
export function defineBlockAction<S extends z.ZodTypeAny, R>(
  _schema: S,
  act: (blok: Blok<z.output<S>>, form: FormData, context: BlockServerContext) => Promise<R>,
): BlockAction<S, R> {
  return { kind: "action", act };
}

/** A loader with its blok type erased, so loaders of different blocks sit in one map. */
export interface AnyBlockLoader {
  kind: "loader";
  personal: boolean;
  load: (blok: never, context: BlockServerContext) => Promise<unknown>;
  seo?: (data: never) => PageSeo;
  early?: (context: EarlyContext) => void;
}

/** An action with its blok type erased. */
export interface AnyBlockAction {
  kind: "action";
  act: (blok: never, form: FormData, context: BlockServerContext) => Promise<unknown>;
}

/** The data type a block loader resolves to (what its view gets from `useBlockData`). */
export type BlockDataOf<L> = L extends { load: (...args: never[]) => Promise<infer D> } ? D : never;

/** The action data type of a block action. */
export type BlockActionDataOf<A> = A extends { act: (...args: never[]) => Promise<infer R> } ? R : never;
