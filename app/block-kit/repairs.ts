/**
 * Repairs made while a blok's fields are parsed: a lenient field schema
 * (an unknown option value falling back to its default, an image given as a plain URL…)
 * accepts the value and notes what it did here, so `validateContent` can list it in preview
 * with the blok and field. Parsing is synchronous, so one active collector at a time suffices.
 */
export interface Repair {
  /** Field path inside the blok, e.g. `["variant"]` or `["items", 2, "image"]`. */
  path: (string | number)[];
  detail: string;
}

let active: Repair[] | null = null;

/** Notes a repair at `path` (zod's `ctx.path`); a no-op outside {@link collectRepairs}. */
export function noteRepair(path: (string | number)[], detail: string): void {
  active?.push({ path: [...path], detail });
}

/** Runs `parse` and returns its result with the repairs noted during it. */
export function collectRepairs<T>(parse: () => T): { result: T; repairs: Repair[] } {
  const outer = active;
  const repairs: Repair[] = [];
  active = repairs;
  try {
    return { result: parse(), repairs };
  } finally {
    active = outer;
  }
}
