/**
 * Classes for a card whose whole box is one link (the link's `::after` covers the card): the
 * keyboard focus ring is drawn around the card, in the site's focus colour (app/tailwind.css),
 * since the link's own outline would only circle its title.
 */
export const CARD_FOCUS_RING = "has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600";

/** Classes of the card's link itself: its outline is the card's (above); it covers the card. */
export const CARD_LINK = "after:absolute after:inset-0 focus-visible:outline-none group-focus-within:underline";
