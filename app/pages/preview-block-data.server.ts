import { z } from "zod";
import { readSession } from "~/auth/session.server";
import { blockSchemas } from "~/block-kit/schemas";
import { blockLoaders } from "~/block-kit/servers.server";
import { runBlockLoaders } from "~/block-kit/run.server";
import { validateContent } from "~/block-kit/validate";
import { MAX_PATH_LENGTH, resolvePath } from "~/domain/routing/locale-path";
import { timeZoneFromCookieHeader } from "~/domain/webinars/time-zone";
import { jsonBody } from "~/http/body.server";
import { jsonResponse, methodNotAllowed, refusalResponse } from "~/http/json.server";
import { logger } from "~/services/logger.server";
import { pageRequestContext } from "~/services/request.server";

/**
 * `POST /resources/preview-block-data?<the editor's _storyblok_tk query>`
 * (docs/decisions/0016): live data for a data block while an editor changes its fields in the
 * Storyblok visual editor. Body `{ path, blok }`: `path` is the previewed page's path
 * (`/de/trainers`, for its language and slug), `blok` the edited blok as the bridge's `input`
 * event carries it (unsaved). The blok is validated with its block's zod schema, then the
 * block's server loader (and those of data bloks inside it) runs exactly as for a page.
 *
 * Answers (all `Cache-Control: no-store`, JSON):
 * - 200 `{ blockData }`: loader results keyed by `_uid`; a loader that failed leaves its
 *   `_uid` out (the view shows its "unavailable" note, as on a page), as does a loader whose
 *   subject does not exist (a trainer slug that is not one);
 * - 400 `{ error }`: bad JSON or body, a path that cannot be a page, an unknown component, a
 *   component without server data, or the blok's schema problems or repairs (`field: message`);
 * - 403 `{ error }` without a verified preview (`_storyblok_tk`, `storyblok-preview.server.ts`);
 * - 405 for other methods; 413/415 from the body reader. Never throws.
 */
export const MAX_BLOK_BYTES = 64 * 1024;

const blokSchema = z.object({ _uid: z.string().min(1).max(64), component: z.string().min(1).max(64) }).passthrough();
const bodySchema = z
  .object({
    path: z.string().startsWith("/", "must be the page's path").max(MAX_PATH_LENGTH),
    blok: blokSchema,
  })
  .strict();

export const NOT_PREVIEW = "Live block data is only for the Storyblok visual editor (a verified _storyblok_tk preview request).";

export async function previewBlockDataResponse(request: Request): Promise<Response> {
  if (request.method !== "POST") return methodNotAllowed("POST", "Use POST with a JSON body { path, blok }.");
  const context = pageRequestContext(request);
  if (!context.preview) return jsonResponse({ error: NOT_PREVIEW }, 403);
  const parsed = await jsonBody(request, bodySchema, { maxBytes: MAX_BLOK_BYTES });
  if (!parsed.ok) return refusalResponse(parsed);
  const { path, blok } = parsed.value;
  const page = resolvePath(path);
  if (!page) return jsonResponse({ error: "path: is not a page's path" }, 400);
  if (!Object.hasOwn(blockSchemas, blok.component))
    return jsonResponse({ error: `blok.component: no block is registered for "${blok.component.slice(0, 64)}"` }, 400);
  if (!Object.hasOwn(blockLoaders, blok.component)) return jsonResponse({ error: `blok.component: "${blok.component}" has no server data` }, 400);
  const { value, problems } = validateContent(blok, blockSchemas);
  if (value.component === "__invalid__") {
    const { issues } = value as unknown as { issues: string[] };
    return jsonResponse({ error: `blok (${blok.component}) ${issues.join("; ")}` }, 400);
  }
  // A field the page would repair (unknown option, wrong type → default) is still the
  // editor's mistake here: answer its reason rather than data for values they did not type.
  const repaired = problems.filter((problem) => problem.kind === "repaired" && problem.uid === blok._uid);
  if (repaired.length > 0) {
    return jsonResponse({ error: `blok (${blok.component}) ${repaired.map((problem) => `${problem.field ?? "(blok)"}: ${problem.detail}`).join("; ")}` }, 400);
  }
  const session = await readSession(request);
  const blockContext = {
    request,
    lang: page.lang,
    preview: true,
    accessToken: session?.accessToken ?? null,
    timeZone: timeZoneFromCookieHeader(request.headers.get("Cookie")),
    slug: page.slug,
    template: false,
  };
  const blockData = await runBlockLoaders(value, blockContext, blockLoaders).catch((thrown: unknown) => {
    logger.info("preview-block-status", { component: blok.component, uid: blok._uid, thrown: thrown instanceof Response ? thrown.status : "data" });
    return {};
  });
  return jsonResponse({ blockData }, 200);
}
