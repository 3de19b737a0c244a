/** SPEC §9: a progress indicator appears only for fetches longer than this (ms). */
export const FETCH_DISPLAY_DELAY_MS = 200;

/** SPEC §9: inputs that search or filter wait this long after the last keystroke (ms). */
export const INPUT_DEBOUNCE_MS = 600;
