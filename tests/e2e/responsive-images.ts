/** Pages with images of every kind: heroes, cards, galleries, trainers' portraits. */
export const PAGES = [
  "/",
  "/masterclass/three-breath-reset",
  "/about/our-story",
  "/gallery/blocks",
  "/programs/inner-compass",
  "/quests/unstoppable-focus",
  "/trainers",
  "/trainers/amara-okafor",
];

/**
 * Images on the platform's own CDN, which has no way to resize them: sent at their original
 * size, with width, height and lazy loading (components/catalogue/PlatformImage.tsx).
 */
export const UNRESIZABLE = /\/sandbox-assets\/platform\//;
