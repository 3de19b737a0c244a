import { describe, expect, it } from "vitest";
import { REPLAY_ON_ERROR_RATE, REPLAY_SESSION_RATE, sampleSentry, TRACES_RATE } from "./sentry-sampling";

/** A deterministic sequence of "random" numbers. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++] ?? 0.99;
};

describe("sampleSentry", () => {
  it("traces below the traces rate only", () => {
    expect(sampleSentry(sequence(0.009, 0.5, 0.5)).traces).toBe(true);
    expect(sampleSentry(sequence(0.01, 0.5, 0.5)).traces).toBe(false);
  });

  it("records whole sessions below the session rate, else buffers for errors below the error rate", () => {
    expect(sampleSentry(sequence(0.5, 0.05)).replay).toBe("session");
    expect(sampleSentry(sequence(0.5, 0.5, 0.05)).replay).toBe("error");
    expect(sampleSentry(sequence(0.5, 0.5, 0.5)).replay).toBeNull();
  });

  it("keeps the configured sample rates over many visits", () => {
    let state = 42;
    const lcg = () => (state = (state * 1664525 + 1013904223) % 2 ** 32) / 2 ** 32;
    const runs = 200_000;
    let traces = 0;
    let sessions = 0;
    let errors = 0;
    for (let i = 0; i < runs; i++) {
      const s = sampleSentry(lcg);
      if (s.traces) traces++;
      if (s.replay === "session") sessions++;
      if (s.replay === "error") errors++;
    }
    expect(traces / runs).toBeCloseTo(TRACES_RATE, 2);
    expect(sessions / runs).toBeCloseTo(REPLAY_SESSION_RATE, 2);
    expect(errors / (runs - sessions)).toBeCloseTo(REPLAY_ON_ERROR_RATE, 2);
  });
});
