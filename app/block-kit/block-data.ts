import { createContext, useContext } from "react";
import type { BlokBase } from "./types";
import type { BlockDataOf } from "./define.server";

/** Results of block server loaders on this page, keyed by blok `_uid`. */
export const BlockDataContext = createContext<Readonly<Record<string, unknown>>>({});

/**
 * The data the blok's server loader produced (`undefined` when it has none or it failed).
 * The type follows the loader: `useBlockData<typeof loader>(blok)` with
 * `import type loader from "./loader.server"`.
 */
export function useBlockData<L>(blok: BlokBase): BlockDataOf<L> | undefined {
  return useContext(BlockDataContext)[blok._uid] as BlockDataOf<L> | undefined;
}
