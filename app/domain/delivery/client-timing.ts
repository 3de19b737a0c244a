/** A progress indicator appears only for fetches longer than this (ms), docs/product/failures-and-limits.md#timing-rules-in-the-browser. */
export const FETCH_DISPLAY_DELAY_MS = 200;

/** Inputs that search or filter wait this long after the last keystroke (ms), same page. */
export const INPUT_DEBOUNCE_MS = 600;
