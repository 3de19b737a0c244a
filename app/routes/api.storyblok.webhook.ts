import type { ActionFunctionArgs } from "@remix-run/node";
import { getEnv } from "~/env.server";
import { applyWebhook, isOwnSpace, MAX_WEBHOOK_BYTES, verifyWebhookSignature, webhookSchema } from "~/services/storyblok-webhook.server";

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

/** Reads the raw body, at most `limit` bytes; null when it is longer. */
async function rawBody(request: Request, limit: number): Promise<Buffer | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (!request.body) return Buffer.alloc(0);
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * `POST /api/storyblok/webhook` (issue 17, point 2; README "Storyblok webhook"): verifies
 * `webhook-signature` (HMAC-SHA1 of the raw body, `STORYBLOK_WEBHOOK_SECRET`), then forgets
 * the `cv` and purges the story's pages (every page for a global story). Answers 200
 * `{ purged }`; 401 unsigned or wrongly signed (and always when no secret is configured);
 * 413 over 16 KB; 400 a body that is not a Storyblok webhook, or another space's; 405 other methods.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return json({ error: "POST only." }, 405, { Allow: "POST" });
  const body = await rawBody(request, MAX_WEBHOOK_BYTES);
  if (!body) return json({ error: `The body is over ${MAX_WEBHOOK_BYTES} bytes.` }, 413);
  if (!verifyWebhookSignature(body, request.headers.get("webhook-signature"), getEnv().STORYBLOK_WEBHOOK_SECRET)) {
    return json({ error: "Missing or wrong webhook-signature." }, 401);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString("utf8"));
  } catch {
    return json({ error: "The body is not JSON." }, 400);
  }
  const payload = webhookSchema.safeParse(parsed);
  if (!payload.success) return json({ error: "Not a Storyblok webhook: `action` is required; `story_id`, `space_id` are numbers." }, 400);
  if (!isOwnSpace(payload.data)) return json({ error: "This webhook is for another Storyblok space." }, 400);
  return json(await applyWebhook(payload.data));
}

/** GET and other loader methods: this address only takes webhooks. */
export function loader() {
  return json({ error: "POST only." }, 405, { Allow: "POST" });
}
