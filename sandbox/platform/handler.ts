import { readFileSync } from "node:fs";
import path from "node:path";
import { buildSchema, graphql, type GraphQLSchema } from "graphql";
import { delay, http, HttpResponse } from "msw";
import { z } from "zod";
import { userBySub, type Viewer } from "./data";
import { rootValue } from "./resolvers";
import { onAssetOrigin } from "../asset-origin";

/**
 * Sandbox platform API: `POST {PLATFORM_URL}/graph` executed for real by graphql-js
 * against `schema.graphql` and the fixtures, so a query the app sends that does not
 * validate against the schema fails here as it would upstream (HTTP 400 with errors).
 * A bearer token is the sandbox identity provider's access token (sub, exp); an invalid
 * or expired one answers 401 like the platform. Requests are remembered for inspection.
 */
let schema: GraphQLSchema | undefined;

/** The sandbox SDL, parsed once. */
export function platformSchema(): GraphQLSchema {
  schema ??= buildSchema(readFileSync(path.resolve(process.cwd(), "sandbox/platform/schema.graphql"), "utf8"));
  return schema;
}

const bodySchema = z.object({
  query: z.string().min(1),
  variables: z.record(z.unknown()).nullish(),
  operationName: z.string().nullish(),
});

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
const recorded: PlatformRequestRecord[] = [];
export const platformRequests = (): readonly PlatformRequestRecord[] => recorded;

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
    http.post(`${platformUrl.replace(/\/$/, "")}/graph`, async ({ request }) => {
      const body = bodySchema.safeParse(await request.json().catch(() => null));
      if (!body.success) return HttpResponse.json({ errors: [{ message: "Body must be a GraphQL request." }] }, { status: 400 });
      const viewer = viewerFromAuthorization(request.headers.get("authorization"));
      recorded.push({
        operationName: body.data.operationName ?? null,
        authenticated: viewer !== "invalid" && viewer.user !== null,
        canary: request.headers.get("x-canary"),
      });
      recorded.splice(0, Math.max(0, recorded.length - 200));
      const failure = injectedFailure(body.data.variables);
      if (failure === "500") return HttpResponse.json({ errors: [{ message: "Sandbox: injected platform failure." }] }, { status: 500 });
      if (failure === "timeout") await delay(INJECTED_DELAY_MS);
      if (viewer === "invalid") {
        return HttpResponse.json({ errors: [{ message: "Invalid or expired token.", extensions: { code: "UNAUTHENTICATED" } }] }, { status: 401 });
      }
      const result = await graphql({
        schema: platformSchema(),
        source: body.data.query,
        rootValue,
        contextValue: viewer,
        variableValues: body.data.variables ?? undefined,
        operationName: body.data.operationName ?? undefined,
      });
      // Like most GraphQL servers: a document that does not parse or validate gets 400 and no `data`.
      const status = "data" in result ? 200 : 400;
      return HttpResponse.json(onAssetOrigin(JSON.parse(JSON.stringify(result)) as Record<string, unknown>), { status });
    }),
  ];
}
