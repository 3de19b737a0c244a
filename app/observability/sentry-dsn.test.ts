// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SentrySampling } from "~/domain/failures/sentry-sampling";

const initSentry = vi.fn();
const reportError = vi.fn();
vi.mock("./sentry.client", () => ({ initSentry, reportError, reportBoundaryError: vi.fn() }));
const draw = vi.fn<() => SentrySampling>();
vi.mock("~/domain/failures/sentry-sampling", () => ({ sampleSentry: () => draw() }));

const DSN = "http://public@127.0.0.1:9/1";

/** A fresh copy of the module (it keeps the SDK once started). */
async function freshModule() {
  vi.resetModules();
  return import("./sentry-dsn");
}

/** The document as it is while the page still loads (happy-dom reports "complete" at once). */
function loading() {
  Object.defineProperty(document, "readyState", { configurable: true, get: () => "loading" });
}

describe("when the browser starts the Sentry SDK", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    loading();
    document.head.insertAdjacentHTML("beforeend", `<meta name="sentry-dsn" content="${DSN}">`);
    initSentry.mockClear();
    reportError.mockClear();
    draw.mockReturnValue({ traces: true, replay: "error" });
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, "readyState");
    document.head.querySelector('meta[name="sentry-dsn"]')?.remove();
  });

  it("runs no SDK code while the page loads, then starts it after load with the visit's sampling", async () => {
    const { startSentryWhenIdle } = await freshModule();
    startSentryWhenIdle();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(initSentry).not.toHaveBeenCalled();

    window.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(6_000);
    await vi.waitFor(() => expect(initSentry).toHaveBeenCalledWith(DSN, { traces: true, replay: "error" }));
    expect(initSentry).toHaveBeenCalledTimes(1);
    expect(reportError).not.toHaveBeenCalled();
  });

  it("starts it at the first error while the page loads, and sends that error and the next one kept meanwhile", async () => {
    const { startSentryWhenIdle } = await freshModule();
    startSentryWhenIdle();
    const first = new Error("boom");
    const rejected = new Error("rejected");
    window.dispatchEvent(new ErrorEvent("error", { error: first }));
    window.dispatchEvent(Object.assign(new Event("unhandledrejection"), { reason: rejected }));
    await vi.waitFor(() => expect(reportError).toHaveBeenCalledTimes(2));
    expect(reportError.mock.calls).toEqual([[first], [rejected]]);
    expect(initSentry).toHaveBeenCalledTimes(1);
  });

  it("loads nothing without a DSN", async () => {
    document.head.querySelector('meta[name="sentry-dsn"]')?.remove();
    const { startSentryWhenIdle } = await freshModule();
    startSentryWhenIdle();
    window.dispatchEvent(new ErrorEvent("error", { error: new Error("boom") }));
    window.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(initSentry).not.toHaveBeenCalled();
  });
});
