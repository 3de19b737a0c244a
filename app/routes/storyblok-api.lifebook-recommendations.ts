import type { ActionFunctionArgs } from "@remix-run/node";
import { bearerToken, parseLifebookBody } from "~/domain/lifebook-request";
import { selectQuests } from "~/domain/recommendations";
import { logger } from "~/services/logger.server";
import { PlatformError } from "~/services/platform/client.server";
import { fetchAssessmentQuizRecommendations } from "~/services/platform/catalogue.server";

/** Candidates asked of the platform before the SPEC §9 rules keep at most 3. */
const CANDIDATES = 24;

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

const unauthorized = (error: string) => json({ error }, 401, { "WWW-Authenticate": 'Bearer realm="brightpath"' });

/**
 * `POST /storyblok-api/lifebook-recommendations` (SPEC §7; payload in `~/domain/lifebook-request`):
 * the quests recommended for the member's chosen outcomes, fetched from the platform with the
 * member's bearer token and filtered by SPEC §9 (English only, one per first outcome, at most
 * `limit`). Answers a JSON array of quests (SPEC §3 Quest). Errors are `{ error: reason }`:
 * 401 without a well-formed `Authorization: Bearer` header or when the platform refuses the
 * token; 400 for a body that is not JSON or fails the schema; 502 when the platform fails.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return json({ error: "Use POST." }, 405, { Allow: "POST" });
  const token = bearerToken(request.headers.get("Authorization"));
  if (!token) return unauthorized("Send the member's access token as Authorization: Bearer <token>.");
  const body = parseLifebookBody(await request.text());
  if (!body.ok) return json({ error: body.reason }, 400);
  const { outcomeIds, limit } = body.payload;
  try {
    const answer = await fetchAssessmentQuizRecommendations({ outcomeIds, questLimit: CANDIDATES, meditationLimit: 0 }, { accessToken: token });
    return json(selectQuests(answer.quests, limit).map((candidate) => candidate.quest), 200);
  } catch (error) {
    if (error instanceof PlatformError && error.failure === "unauthenticated") return unauthorized("The access token was refused.");
    logger.warn("lifebook-recommendations-failed", { error });
    const failure = error instanceof PlatformError ? error.failure : "error";
    return json({ error: `The platform could not provide recommendations (${failure}).` }, 502);
  }
}

/** GET and other reads: this endpoint only takes POST. */
export function loader() {
  return json({ error: "Use POST." }, 405, { Allow: "POST" });
}
