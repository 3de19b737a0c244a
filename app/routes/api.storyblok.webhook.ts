import type { ActionFunctionArgs } from "@remix-run/node";
import { getEnv } from "~/env.server";
import { mediaType, parseJsonText, rawBody, utf8Text } from "~/http/body.server";
import { jsonResponse as json, methodNotAllowed, refusalResponse } from "~/http/json.server";
import { logger } from "~/services/logger.server";
import {
  applyWebhook,
  isOwnSpace,
  isReplay,
  MAX_WEBHOOK_BYTES,
  rememberApplied,
  verifyWebhookSignature,
  webhookSchema,
} from "~/services/page-cache/webhook.server";

/**
 * `POST /api/storyblok/webhook` (docs/configuration.md#the-storyblok-publish-webhook). Reads the raw body with the one body reader (`~/http/body.server`; 413 over
 * {@link MAX_WEBHOOK_BYTES}) and verifies `webhook-signature` (HMAC-SHA1 of those bytes under
 * `STORYBLOK_WEBHOOK_SECRET`) before anything else: unsigned or wrongly signed is 401 whatever
 * the body, and always when no secret is configured. Then 415 a type other than JSON; 400 a
 * body that is not a Storyblok webhook (the problems named) or another space's; else it forgets
 * the `cv`, purges the story's pages (every page for a global story or a merged release) and
 * answers 200 `{ purged: number | "all", cdn: string[] }` (the CDNs that accepted the purge);
 * a story action inside a release, or an action that changes no page, is acknowledged and
 * changes nothing: 200 `{ purged: 0, cdn: [], ignored: "<why>" }` (`purgePlan`). The same signed
 * body again within five minutes, with the space's version unchanged, is a replay: answered 200
 * `{ purged: 0, cdn: [], replay: true }` and not applied (`isReplay`). Other methods: 405.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const body = await rawBody(request, { maxBytes: MAX_WEBHOOK_BYTES });
  if (!body.ok) return refusalResponse(body);
  if (!verifyWebhookSignature(Buffer.from(body.value), request.headers.get("webhook-signature"), getEnv().STORYBLOK_WEBHOOK_SECRET)) {
    return json({ error: "Missing or wrong webhook-signature." }, 401);
  }
  if (!["application/json", ""].includes(mediaType(request))) return json({ error: "Send the body as application/json." }, 415);
  const text = utf8Text(body.value);
  if (!text.ok) return refusalResponse(text);
  const payload = parseJsonText(text.value, webhookSchema, { maxBytes: MAX_WEBHOOK_BYTES });
  if (!payload.ok) return refusalResponse(payload);
  if (!isOwnSpace(payload.value)) return json({ error: "This webhook is for another Storyblok space." }, 400);
  if (await isReplay(body.value).catch(() => false)) {
    logger.warn("storyblok-webhook-replay", { action: payload.value.action, storyId: payload.value.story_id });
    return json({ purged: 0, cdn: [], replay: true }, 200);
  }
  const applied = await applyWebhook(payload.value);
  await rememberApplied(body.value);
  return json(applied, 200);
}

/** GET and other loader methods: this address only takes webhooks. */
export function loader() {
  return methodNotAllowed("POST");
}
