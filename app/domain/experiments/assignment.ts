/**
 * A visitor's place in the site's A/B experiments (docs/product/experiments.md). The browser
 * assigns (after analytics consent, from a random visitor id and the experiment's key,
 * {@link bucketOf}) and writes {@link EXPERIMENTS_COOKIE}; the server, the page cache and the
 * CDN only read that cookie. It lists the experiments whose variant is not the control, so
 * visitors in the control, visitors without consent and crawlers all send none and share one copy.
 * Nothing here needs zod: the browser's side imports it (the cookie is parsed in `request-assignment.ts`).
 */

export { EXPERIMENTS_COOKIE, ID_PATTERN, VISITOR_ID_COOKIE } from "./cookies";

/** Experiment key → variant id. */
export type Assignment = ReadonlyMap<string, string>;

export const NO_ASSIGNMENT: Assignment = new Map();

/**
 * The id of a variant named `name` in cookies and events: `New headline` → `new-headline`,
 * `Prix réduit` → `prix-reduit`; "" for a name with no Latin letters or digits (its position
 * then names it, block-kit/experiments.ts).
 */
export function variantId(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The cookie value of an assignment (controls are left out by the caller): sorted by key. */
export function assignmentCookieValue(assignment: Assignment): string {
  return [...assignment]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, variant]) => `${key}:${variant}`)
    .join("|");
}

/** A variant as assignment sees it: its id and its weight (any non-negative number; shares are weight ÷ total). */
export interface WeightedVariant {
  id: string;
  weight: number;
}

/**
 * The visitor's bucket, 0–99, in experiment `key`: the first four bytes of SHA-256 of
 * `key:visitorId`, modulo 100. The same visitor gets the same bucket in the same experiment on
 * every page and in every language, and unrelated buckets in different experiments.
 */
export async function bucketOf(key: string, visitorId: string): Promise<number> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${key}:${visitorId}`));
  return new DataView(digest).getUint32(0) % 100;
}

/**
 * The variant of bucket `bucket` (0–99): variants take consecutive shares of the hundred
 * buckets in their order, in proportion to their weights; all weights 0 counts as equal weights.
 */
export function variantForBucket(variants: readonly WeightedVariant[], bucket: number): string | undefined {
  const weights = variants.map((variant) => (Number.isFinite(variant.weight) && variant.weight > 0 ? variant.weight : 0));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const shares = total > 0 ? weights.map((weight) => (weight / total) * 100) : weights.map(() => 100 / variants.length);
  let upTo = 0;
  for (const [index, variant] of variants.entries()) {
    upTo += shares[index]!;
    if (bucket < upTo) return variant.id;
  }
  return variants.at(-1)?.id;
}

/**
 * The page-cache key of a page for an assignment: `base` when the visitor is in the control of
 * every running experiment `shown` on it (or in none), else `base` plus the pairs that matter
 * (`#exp=home-hero:b`). A pair naming a variant the page does not have counts as the control.
 */
export function variantPageKey(base: string, shown: readonly ShownExperiment[], assignment: Assignment): string {
  const pairs = new Map<string, string>();
  for (const experiment of shown) {
    const variant = assignment.get(experiment.key);
    if (variant && variant !== experiment.variants[0] && experiment.variants.includes(variant)) pairs.set(experiment.key, variant);
  }
  return pairs.size === 0 ? base : `${base}#exp=${assignmentCookieValue(pairs)}`;
}

/** A running experiment a page showed: its key and its variants' ids, the control first. */
export interface ShownExperiment {
  key: string;
  variants: string[];
}
