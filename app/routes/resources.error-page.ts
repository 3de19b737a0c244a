import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { errorPageData } from "~/content/error-page.server";
import { pageRequestContext } from "~/services/request.server";
import { LANGUAGES } from "~/i18n/languages";
import { ERROR_STORY, NO_STORE } from "~/domain/delivery/cache-policy";

const querySchema = z.object({
  status: z.coerce.number().int().min(400).max(599),
  lang: z.enum(LANGUAGES).default("en"),
});

/**
 * `GET /resources/error-page?status=500&lang=de`: the error story for the error page when
 * it could not be attached on the server (render errors). 400 with a reason on bad input.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = querySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) {
    return Response.json({ error: "status must be 400–599 and lang one of the ten languages" }, { status: 400 });
  }
  const { preview } = pageRequestContext(request);
  const payload = await errorPageData(query.data.status, { lang: query.data.lang, preview });
  return Response.json(payload, { headers: { "Cache-Control": preview ? NO_STORE : ERROR_STORY } });
}

// A post here is a plain 405 with its reason.
export { noActionResponse as action } from "~/http/no-action.server";
