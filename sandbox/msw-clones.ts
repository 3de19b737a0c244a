import type { setupServer } from "msw/node";

/**
 * Makes `response.body.cancel()` settle on sandbox responses (an Auth0 500 hung the
 * sign-in). MSW 2.x (@mswjs/interceptors 0.41) tees every mocked body to hand a clone to its
 * `response:mocked` event; a tee'd branch's cancel settles only once the other branch is read
 * or cancelled too, so a client that cancels an error body (arctic does, for any status other
 * than 200, 400 and 401) waited forever. Cancelling the clone, which nothing here reads, lets
 * the client's cancel settle; reading the body is unaffected. Fixed upstream in
 * @mswjs/interceptors 0.42.5 (mswjs/interceptors#712, #799), which msw 2.x does not use.
 */
export function releaseResponseClones(server: Pick<ReturnType<typeof setupServer>, "events">): void {
  server.events.on("response:mocked", ({ response }) => {
    response.body?.cancel().catch(() => undefined);
  });
}
