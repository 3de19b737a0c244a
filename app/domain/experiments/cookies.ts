/**
 * The experiments' cookies and the alphabet of their values (docs/product/experiments.md), in a
 * module of their own so that the code every page loads (the consent handling, which removes
 * them) and the blocks' schemas carry nothing else.
 */

/** Experiment keys and variant ids: lowercase letters, digits and single dashes. */
export const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The random first-party visitor id (a UUID) experiments hash; written only with consent. */
export const VISITOR_ID_COOKIE = "bp_vid";

/** The visitor's non-control assignments: `key:variant` pairs joined by `|`, sorted by key. */
export const EXPERIMENTS_COOKIE = "bp_exp";

/** Where the browser keeps every assignment the visitor has had (localStorage), for conversions. */
export const ASSIGNMENTS_STORE = "bp_assignments";
