import type { ActionFunctionArgs } from "@remix-run/node";
import { bearerToken, lifebookPayloadSchema, MAX_BODY_BYTES } from "~/domain/learning/lifebook-request";
import { selectQuests } from "~/domain/learning/recommendations";
import { jsonBody } from "~/http/body.server";
import { jsonResponse as json, methodNotAllowed, refusalResponse } from "~/http/json.server";
import { logger } from "~/services/logger.server";
import { PlatformError } from "~/services/platform/client.server";
import { fetchAssessmentQuizRecommendations } from "~/services/platform/catalogue.server";

/** Candidates asked of the platform before the rules of docs/product/learning-catalogue.md keep at most 3. */
const CANDIDATES = 24;

const unauthorized = (error: string) => json({ error }, 401, { "WWW-Authenticate": 'Bearer realm="brightpath"' });

/**
 * `POST /storyblok-api/lifebook-recommendations` (docs/product/learning-catalogue.md; payload in `~/domain/learning/lifebook-request`):
 * the quests recommended for the member's chosen outcomes, fetched from the platform with the
 * member's bearer token and filtered by the rules of docs/product/learning-catalogue.md (English only, one per first outcome, at most
 * `limit`). Answers a JSON array of quests. Errors are `{ error: reason }`:
 * 401 without a well-formed `Authorization: Bearer` header or when the platform refuses the
 * token; 415 for a body sent as another type than JSON, 413 over {@link MAX_BODY_BYTES}, 400
 * for a body that is not JSON or fails the schema (`~/http/body.server`); 502 when the
 * platform fails.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const token = bearerToken(request.headers.get("Authorization"));
  if (!token) return unauthorized("Send the member's access token as Authorization: Bearer <token>.");
  const body = await jsonBody(request, lifebookPayloadSchema, { maxBytes: MAX_BODY_BYTES });
  if (!body.ok) return refusalResponse(body);
  const { outcomeIds, limit } = body.value;
  try {
    const answer = await fetchAssessmentQuizRecommendations({ outcomeIds, questLimit: CANDIDATES, meditationLimit: 0 }, { accessToken: token });
    return json(
      selectQuests(answer.quests, limit).map((candidate) => candidate.quest),
      200,
    );
  } catch (error) {
    if (error instanceof PlatformError && error.failure === "unauthenticated") return unauthorized("The access token was refused.");
    logger.warn("lifebook-recommendations-failed", { error });
    const failure = error instanceof PlatformError ? error.failure : "error";
    return json({ error: `The platform could not provide recommendations (${failure}).` }, 502);
  }
}

/** GET and other reads: this endpoint only takes POST. */
export function loader() {
  return methodNotAllowed("POST");
}
