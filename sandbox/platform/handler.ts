import { delay } from "msw";
import { z } from "zod";
import { userBySub, type Viewer } from "./data";
import { rootValue } from "./resolvers";
import { graphqlErrorResponse, graphqlHandler, invalidTokenResponse, requestLog, sdlSchema } from "../graphql";

/**
 * Sandbox platform API: `POST {PLATFORM_URL}/graph` executed for real by graphql-js
 * against `schema.graphql` and the fixtures (`../graphql.ts`), so a query the app sends that
 * does not validate against the schema fails here as it would upstream (HTTP 400 with errors).
 * A bearer token is the sandbox identity provider's access token (sub, exp); an invalid
 * or expired one answers 401 like the platform. Requests are remembered for inspection.
 * The SDL is parsed once, on first use.
 */
export const platformSchema = sdlSchema("sandbox/platform/schema.graphql");

const claimsSchema = z.object({ sub: z.string(), exp: z.number() });

/** The viewer a bearer token names; `"invalid"` for a token that is malformed or expired. */
export function viewerFromAuthorization(header: string | null, now = Date.now()): Viewer | "invalid" {
  if (!header) return { user: null };
  const token = /^Bearer (.+)$/.exec(header)?.[1];
  const payload = token?.split(".")[1];
  if (!payload) return "invalid";
  try {
    const claims = claimsSchema.parse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
    const user = userBySub(claims.sub);
    return user && claims.exp * 1000 > now ? { user } : "invalid";
  } catch {
    return "invalid";
  }
}

export interface PlatformRequestRecord {
  operationName: string | null;
  authenticated: boolean;
  canary: string | null;
}
const log = requestLog<PlatformRequestRecord>();
export const platformRequests = log.entries;

/**
 * Failure injection for tests and demos: any request whose variables contain the string
 * `sandbox-fail-500` answers HTTP 500; `sandbox-fail-timeout` answers only after
 * {@link INJECTED_DELAY_MS}, longer than the app's PLATFORM_TIMEOUT_MS. E.g. a `quest_list`
 * blok with category id `sandbox-fail-500` (story `lab/platform-down`).
 */
export const INJECTED_DELAY_MS = 30_000;
function injectedFailure(variables: unknown): "500" | "timeout" | null {
  const text = JSON.stringify(variables ?? null);
  return text.includes("sandbox-fail-500") ? "500" : text.includes("sandbox-fail-timeout") ? "timeout" : null;
}

export function platformHandlers(platformUrl: string) {
  return [
    graphqlHandler({
      url: `${platformUrl.replace(/\/$/, "")}/graph`,
      schema: platformSchema,
      rootValue,
      async context(request, body): Promise<Viewer | Response> {
        const viewer = viewerFromAuthorization(request.headers.get("authorization"));
        log.record({
          operationName: body.operationName ?? null,
          authenticated: viewer !== "invalid" && viewer.user !== null,
          canary: request.headers.get("x-canary"),
        });
        const failure = injectedFailure(body.variables);
        if (failure === "500") return graphqlErrorResponse(500, "Sandbox: injected platform failure.");
        if (failure === "timeout") await delay(INJECTED_DELAY_MS);
        return viewer === "invalid" ? invalidTokenResponse() : viewer;
      },
    }),
  ];
}
