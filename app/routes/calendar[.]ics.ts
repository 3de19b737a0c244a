import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { eventOfBlok, type AddToCalendarBlok } from "~/blocks/add_to_calendar/event.server";
import { collectBloks } from "~/block-kit/run.server";
import { icsFile, icsFileName } from "~/domain/webinars/calendar";
import { resolvePath } from "~/domain/routing/locale-path";
import { getPageStory } from "~/content/validated-story.server";
import { logger } from "~/services/logger.server";
import { ANONYMOUS_DATA } from "~/domain/delivery/cache-policy";

const querySchema = z.object({
  page: z.string().min(1).max(512).startsWith("/", "must be a path on this site"),
  block: z.string().min(1).max(64),
  slot: z.string().max(40).optional(),
});

/**
 * `GET /calendar.ics?page=/masterclass/x/thank-you&block=<uid>&slot=<ISO>` (docs/product/webinars.md#thank-you-page): the `.ics` file of the `add_to_calendar` blok `block` on the published story at
 * `page`, for `slot` when the blok takes its start from the URL.
 * 400 with a reason for bad parameters; 404 when the page, blok or start is missing.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = querySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) {
    return Response.json({ error: `Bad calendar request: ${query.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}` }, { status: 400 });
  }
  const path = resolvePath(query.data.page);
  if (!path) return Response.json({ error: "Bad calendar request: page is not a page path." }, { status: 400 });
  const story = await getPageStory({ slug: path.slug, lang: path.lang, preview: false });
  // The story's content is validated: a blok still named `add_to_calendar` passed its schema.
  const blok = story
    ? collectBloks(story.content).find((b): b is AddToCalendarBlok => b._uid === query.data.block && b.component === "add_to_calendar")
    : undefined;
  if (!blok) return Response.json({ error: "No calendar entry on that page." }, { status: 404 });
  // Rebuild the page URL the blok saw, so its start parameter (e.g. ?slot=) applies.
  const pageUrl = new URL(query.data.page, url.origin);
  const startParam = blok.start_param;
  if (startParam && query.data.slot) pageUrl.searchParams.set(startParam, query.data.slot);
  const event = eventOfBlok(blok, pageUrl, path.lang);
  if (!event) return Response.json({ error: "That calendar entry has no start time." }, { status: 404 });
  logger.info("calendar-file", { page: query.data.page, block: query.data.block });
  return new Response(icsFile(event), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${icsFileName(event)}"`,
      "Cache-Control": ANONYMOUS_DATA,
    },
  });
}

// A post here is a plain 405 with its reason.
export { noActionResponse as action } from "~/http/no-action.server";
