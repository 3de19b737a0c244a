import type { BlockServerDefinition } from "./server";

/**
 * Storyblok component name → server loader/action. Blocks without server needs are absent.
 * Later features add entries here (e.g. tiers for `membership_cards`, the affiliate form's action).
 */
export const serverRegistry: Readonly<Record<string, BlockServerDefinition>> = {};
