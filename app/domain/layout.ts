/** Layouts a story may choose (SPEC §2): default, no-tailwind, static (no client JavaScript). */
export const LAYOUTS = ["default", "no-tailwind", "static"] as const;
export type Layout = (typeof LAYOUTS)[number];
