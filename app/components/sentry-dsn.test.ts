// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SentrySampling } from "~/domain/sentry-sampling";

const initSentry = vi.fn();
const reportError = vi.fn();
vi.mock("~/sentry.client", () => ({ initSentry, reportError, reportBoundaryError: vi.fn() }));
const draw = vi.fn<() => SentrySampling>();
vi.mock("~/domain/sentry-sampling", () => ({ sampleSentry: () => draw() }));

const DSN = "http://public@127.0.0.1:9/1";

/** A fresh copy of the module (it keeps the SDK and the visit's sampling once drawn). */
async function freshModule() {
  vi.resetModules();
  return import("./sentry-dsn");
}

describe("when the browser loads the Sentry SDK (issue 15, SPEC §9 sampling)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.insertAdjacentHTML("beforeend", `<meta name="sentry-dsn" content="${DSN}">`);
    initSentry.mockClear();
    reportError.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.head.querySelector('meta[name="sentry-dsn"]')?.remove();
  });

  it("an unsampled visit runs no SDK code while the page loads, and loads it at the first error, which is sent", async () => {
    draw.mockReturnValue({ traces: false, replay: null });
    const { startSentryWhenIdle } = await freshModule();
    startSentryWhenIdle();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(initSentry).not.toHaveBeenCalled();

    const error = new Error("boom");
    window.dispatchEvent(new ErrorEvent("error", { error }));
    await vi.waitFor(() => expect(reportError).toHaveBeenCalledWith(error));
    expect(initSentry).toHaveBeenCalledWith(DSN, { traces: false, replay: null });
  });

  it("an unsampled visit without errors starts the SDK in idle time after the delay", async () => {
    draw.mockReturnValue({ traces: false, replay: null });
    const { startSentryWhenIdle, UNSAMPLED_LOAD_DELAY_MS } = await freshModule();
    startSentryWhenIdle();
    await vi.advanceTimersByTimeAsync(UNSAMPLED_LOAD_DELAY_MS - 1_000);
    expect(initSentry).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(7_000);
    await vi.waitFor(() => expect(initSentry).toHaveBeenCalledTimes(1));
    expect(reportError).not.toHaveBeenCalled();
  });

  it("a visit sampled for a replay starts the SDK, with its sampling, once the page has settled after load", async () => {
    draw.mockReturnValue({ traces: false, replay: "error" });
    const { startSentryWhenIdle, SETTLED_QUIET_MS } = await freshModule();
    startSentryWhenIdle();
    await vi.advanceTimersByTimeAsync(SETTLED_QUIET_MS - 100);
    expect(initSentry).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_200);
    await vi.waitFor(() => expect(initSentry).toHaveBeenCalledWith(DSN, { traces: false, replay: "error" }));
  });

  it("each long task puts a sampled start back, up to a latest start after load", async () => {
    let onLongTask = () => {};
    const observe = vi.fn();
    vi.stubGlobal(
      "PerformanceObserver",
      class {
        static supportedEntryTypes = ["longtask"];
        constructor(callback: () => void) {
          onLongTask = callback;
        }
        observe = observe;
        disconnect() {}
      },
    );
    try {
      draw.mockReturnValue({ traces: false, replay: "session" });
      const { startSentryWhenIdle, SETTLED_QUIET_MS, SETTLED_MAX_WAIT_MS } = await freshModule();
      startSentryWhenIdle();
      expect(observe).toHaveBeenCalledWith({ type: "longtask" });
      // Long tasks never stop: every 1.5 s, for 18 s.
      let waited = 0;
      for (; waited < SETTLED_MAX_WAIT_MS - 500; waited += SETTLED_QUIET_MS / 2) {
        await vi.advanceTimersByTimeAsync(SETTLED_QUIET_MS / 2);
        onLongTask();
      }
      expect(initSentry).not.toHaveBeenCalled();
      for (; waited < 18_000; waited += SETTLED_QUIET_MS / 2) {
        await vi.advanceTimersByTimeAsync(SETTLED_QUIET_MS / 2);
        onLongTask();
      }
      await vi.waitFor(() => expect(initSentry).toHaveBeenCalledTimes(1));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("an error starts a sampled visit's SDK at once and is sent", async () => {
    draw.mockReturnValue({ traces: true, replay: "session" });
    const { startSentryWhenIdle } = await freshModule();
    startSentryWhenIdle();
    const error = new Error("early");
    window.dispatchEvent(new ErrorEvent("error", { error }));
    await vi.waitFor(() => expect(reportError).toHaveBeenCalledWith(error));
  });

  it("loads nothing without a DSN", async () => {
    document.head.querySelector('meta[name="sentry-dsn"]')?.remove();
    draw.mockReturnValue({ traces: true, replay: "session" });
    const { startSentryWhenIdle } = await freshModule();
    startSentryWhenIdle();
    window.dispatchEvent(new ErrorEvent("error", { error: new Error("boom") }));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(initSentry).not.toHaveBeenCalled();
  });
});
