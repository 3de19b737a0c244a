import type { ActionFunctionArgs } from "@remix-run/node";
import { getEnv } from "~/env.server";
import { parseJsonText, rawJsonBody, utf8Text } from "~/http/body.server";
import { jsonResponse as json, methodNotAllowed, refusalResponse } from "~/http/json.server";
import { applyWebhook, isOwnSpace, MAX_WEBHOOK_BYTES, verifyWebhookSignature, webhookSchema } from "~/services/storyblok-webhook.server";

/**
 * `POST /api/storyblok/webhook` (issue 17, point 2; README "Page cache and the Storyblok
 * webhook"): reads the raw body with the one body reader (`~/http/body.server`), verifies
 * `webhook-signature` (HMAC-SHA1 of those bytes, `STORYBLOK_WEBHOOK_SECRET`), then forgets the
 * `cv` and purges the story's pages (every page for a global story). Answers 200
 * `{ purged: number | "all" }`; 401 unsigned or wrongly signed (always when no secret is
 * configured); 415 a type other than JSON; 413 over {@link MAX_WEBHOOK_BYTES}; 400 a body that
 * is not a Storyblok webhook (the problems named), or another space's; 405 other methods.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const body = await rawJsonBody(request, { maxBytes: MAX_WEBHOOK_BYTES });
  if (!body.ok) return refusalResponse(body);
  if (!verifyWebhookSignature(Buffer.from(body.value), request.headers.get("webhook-signature"), getEnv().STORYBLOK_WEBHOOK_SECRET)) {
    return json({ error: "Missing or wrong webhook-signature." }, 401);
  }
  const text = utf8Text(body.value);
  if (!text.ok) return refusalResponse(text);
  const payload = parseJsonText(text.value, webhookSchema, { maxBytes: MAX_WEBHOOK_BYTES });
  if (!payload.ok) return refusalResponse(payload);
  if (!isOwnSpace(payload.value)) return json({ error: "This webhook is for another Storyblok space." }, 400);
  return json(await applyWebhook(payload.value), 200);
}

/** GET and other loader methods: this address only takes webhooks. */
export function loader() {
  return methodNotAllowed("POST");
}
