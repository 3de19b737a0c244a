import type { RequestHandler } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";
import { platformHandlers } from "../../sandbox/platform/handler";
import { resetSandboxAttendees } from "../../sandbox/platform/webinar-resolvers";
import { clearCache } from "../../app/services/cache.server";

/** The platform URL the sandbox answers in unit tests (the default `PLATFORM_URL`). */
export const SANDBOX_PLATFORM = "https://platform.brightpath.example";

/**
 * Answers this test file's platform calls with the sandbox platform (MSW, unhandled requests
 * fail the test) plus `extraHandlers`; after each test the handlers, the sandbox's attendees
 * and the upstream cache are reset. Call at the top level of a test file.
 *
 * @param timeoutMs `PLATFORM_TIMEOUT_MS` for this file (ms): short, so timeouts test quickly.
 * @returns the MSW server, for `server.use(...)` overrides in a test.
 */
export function setupSandboxPlatform({ timeoutMs = 500, extraHandlers = [] }: { timeoutMs?: number; extraHandlers?: RequestHandler[] } = {}): ReturnType<
  typeof setupServer
> {
  process.env.PLATFORM_TIMEOUT_MS = String(timeoutMs);
  const server = setupServer(...platformHandlers(SANDBOX_PLATFORM), ...extraHandlers);
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => {
    server.resetHandlers();
    resetSandboxAttendees();
    clearCache();
  });
  afterAll(() => server.close());
  return server;
}
