import { setupServer } from "msw/node";
import { auth0Handlers } from "./auth0";
import { checkoutHandlers } from "./checkout/handler";
import { connectHandlers } from "./connect/handler";
import { getEnv } from "../app/env.server";
import { honeycombHandlers } from "./honeycomb";
import { locationHandlers } from "./location/handler";
import { releaseResponseClones } from "./msw-clones";
import { platformHandlers } from "./platform/handler";
import { storyblokHandlers } from "./storyblok";
import { faultHandler } from "./faults";

/**
 * Starts the sandbox: from here on every upstream HTTP request made by this Node process
 * (Node's fetch, used by storyblok-js-client, the GraphQL client and remix-auth) is answered
 * by MSW handlers. Loaded only when `MOCKS=true`, as a separate chunk of the server bundle.
 */
export function startSandbox(): void {
  const server = setupServer(
    faultHandler,
    ...storyblokHandlers,
    ...honeycombHandlers,
    ...auth0Handlers,
    ...platformHandlers(getEnv().PLATFORM_URL),
    ...connectHandlers(getEnv().CONNECT_API_URL),
    ...locationHandlers(getEnv().LOCATION_API_URL),
    ...checkoutHandlers(getEnv().CHECKOUT_API_URL, getEnv().SECURE_CHECKOUT_HOST),
  );
  releaseResponseClones(server);
  server.listen({
    onUnhandledRequest(request, print) {
      const { hostname } = new URL(request.url);
      if (hostname === "localhost" || hostname === "127.0.0.1") return;
      print.error();
    },
  });
  console.log("Sandbox on: upstream services are answered by sandbox/ fixtures");
}
