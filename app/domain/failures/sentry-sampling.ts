/**
 * Browser error-reporting sampling, decided once per page load before any SDK code is
 * downloaded, with the rates of docs/product/analytics-and-consent.md: traces 0.01, replay sessions 0.1,
 * replay on error 0.1 (of the sessions not recorded whole, as Sentry counts it).
 * Only sampled visitors download the tracing or replay code.
 */
export const TRACES_RATE = 0.01;
export const REPLAY_SESSION_RATE = 0.1;
export const REPLAY_ON_ERROR_RATE = 0.1;

export interface SentrySampling {
  /** `session`: record the whole visit; `error`: buffer and send only when an error occurs; null: no replay. */
  replay: "session" | "error" | null;
  /** Trace this visit's page loads and navigations. */
  traces: boolean;
}

/** Draws the sampling decision; `random` returns a number in [0, 1) (Math.random). */
export function sampleSentry(random: () => number = Math.random): SentrySampling {
  const traces = random() < TRACES_RATE;
  const replay = random() < REPLAY_SESSION_RATE ? "session" : random() < REPLAY_ON_ERROR_RATE ? "error" : null;
  return { traces, replay };
}
