// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";

const reportBoundaryError = vi.fn();
vi.mock("./sentry.client", () => ({ initSentry: vi.fn(), reportBoundaryError, reportError: vi.fn() }));

const { announceBoundaryError } = await import("~/components/boundary-error");
const { reportBoundaryErrors } = await import("./sentry-dsn");

describe("errors the root error boundary shows", () => {
  afterEach(() => document.head.querySelector('meta[name="sentry-dsn"]')?.remove());

  it("reach Sentry through entry.client's listener when a DSN is set", async () => {
    document.head.insertAdjacentHTML("beforeend", '<meta name="sentry-dsn" content="http://public@127.0.0.1:9/1">');
    reportBoundaryErrors();
    const error = new Error("render failed");
    announceBoundaryError(error);
    await vi.waitFor(() => expect(reportBoundaryError).toHaveBeenCalledWith(error));
  });
});
