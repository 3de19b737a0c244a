import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { directivesSchema, evaluateDirectives } from "~/domain/routing/page-directives";
import { redirectHosts } from "~/env.server";
import { hasSessionCookie } from "~/domain/members/session-cookie";
import { readSession, readSessionCookie, type SessionData } from "~/auth/session.server";
import { fetchUserProfile } from "~/services/platform/profile.server";
import { logger } from "~/services/logger.server";
import { schema as pageSchema } from "~/blocks/page/schema";
import { getFolderTemplate, getPageStory, getSettings, startPageStoryReads, type PageStory } from "~/content/validated-story.server";
import { contentTypeProblem } from "~/content/content-type";
import { countMissingPage } from "~/services/miss-limit.server";
import { actionErrorPage, throwNotFound, throwReleaseRefused, throwServerError, throwUnavailable } from "~/content/error-page.server";
import { statusOf } from "~/services/storyblok-client.server";
import { resubmitOf } from "~/domain/failures/error-page";
import { SECRET_FIELDS } from "~/domain/affiliates/affiliate-application";
import { reportError } from "~/services/error-reporting.server";
import { pageRequestContext } from "~/services/request.server";
import { readForm } from "~/http/body.server";
import { blockActions, blockLoaders } from "~/block-kit/servers.server";
import { componentsIn, loadViews } from "~/block-kit/views";
import { hasPersonalBlocks, runBlockAction, runBlockLoaders, startEarlyReads } from "~/block-kit/run.server";
import { forViewer, memberViewer } from "~/block-kit/audience";
import { forAssignment, runningExperiments } from "~/block-kit/experiments";
import { assignmentOf } from "~/domain/experiments/request-assignment";
import { recordExperiments } from "~/services/page-cache/render-deps.server";
import { DEFAULT_TIME_ZONE, timeZoneFromCookieHeader } from "~/domain/webinars/time-zone";
import { attendeeOfRequest } from "~/services/attendee-cookie.server";
import type { Language } from "~/i18n/languages";
import { NO_STORE } from "~/domain/delivery/cache-policy";
import { startSocialCardReads } from "./social-card.server";
import { platformSubjectOf } from "./platform-subject.server";
import { startStructuredDataReads } from "./structured-data.server";
import { shapeStoryPayload, type StoryPageRequest } from "./story-payload.server";
import { parseContentOnce } from "~/block-kit/per-content";

/**
 * Starts every upstream read a published page at `pathname` needs that the URL and the cookies
 * alone decide: its stories and those above it (content/validated-story.server.ts), the reads of
 * blocks the slug names (a trainer's author), the platform record the page is about, and a
 * signed-in member's profile (`cookieHeader`). For the front door, while
 * the redirect rules are still on their way: a cold page then waits for the story and these
 * together, and for block data after them (two round trips at most, docs/architecture.md).
 */
export function startPageReads(pathname: string, cookieHeader?: string): void {
  const page = startPageStoryReads(pathname);
  if (page) {
    startEarlyReads(page, blockLoaders);
    // The quest, program or trainer the page is about, for its card and its JSON-LD (cached reads).
    void platformSubjectOf(page.slug, page.lang);
  }
  if (hasSessionCookie(cookieHeader)) {
    void readSessionCookie(cookieHeader ?? null)
      .then((session) => session && fetchUserProfile(session.accessToken))
      .catch(() => undefined);
  }
}

/**
 * Applies the story's page directives (docs/product/page-directives-and-redirects.md) before anything renders. A page that
 * requires sign-in sends visitors through a silent check first (`/login?silent=1`), then
 * sign-in or sign-up, and back. `redirect_if_user_level` matches the member's level from
 * the platform profile (fetched only when the story lists levels; cached per session).
 */
async function enforceDirectives(story: PageStory, context: { lang: Language; url: URL; session: SessionData | null }) {
  const { session } = context;
  const listsLevels = parseContentOnce(directivesSchema, story.content).data?.redirect_if_user_level.length;
  const profile = session && listsLevels ? await fetchUserProfile(session.accessToken) : null;
  const decision = evaluateDirectives(story.content, {
    lang: context.lang,
    signedIn: session !== null,
    member: profile?.userLevel ?? null,
    externalHosts: redirectHosts(),
  });
  switch (decision.kind) {
    case "redirect":
      throw redirect(decision.href, decision.status);
    case "require-auth": {
      const returnTo = encodeURIComponent(context.url.pathname + context.url.search);
      throw redirect(`/login?silent=1&returnTo=${returnTo}${decision.signUp ? "&signup=1" : ""}`, { headers: { "Cache-Control": NO_STORE } });
    }
    case "refused":
      logger.warn("directive-refused", { slug: story.full_slug, field: decision.field, value: decision.value });
      return;
    default:
      return;
  }
}

/**
 * A block loader threw a status (its subject does not exist): the page answers it with the
 * error page, 404 or 500. Anything else thrown is a fault.
 */
async function answerThrownStatus(thrown: unknown, context: { lang: Language; preview: boolean }): Promise<never> {
  const status = thrown instanceof Response ? thrown.status : (thrown as { init?: { status?: number } } | null)?.init?.status;
  if (status === 404) return throwNotFound(context);
  if (typeof status === "number" && status >= 500) return throwServerError(context);
  throw thrown;
}

/**
 * Step one of the story loader: the story of the page, or its folder's template when it has
 * none (`templates/folder-<folder>`, e.g. every trainer page). Everything the URL decides
 * starts at once: the story, the template, the reads of blocks the slug names (a trainer's
 * author) and those of the link preview card and the JSON-LD. Previews read drafts uncached:
 * there the template is asked for only when the story is missing. Throws the 404 page when
 * neither exists, and 503 (`Retry-After`) when Storyblok fails with no good copy. `fixed`: the
 * story of a code route, which never falls back to a template.
 */
async function loadStory(page: StoryPageRequest, fixed: boolean) {
  const storyRequest = { slug: page.slug, lang: page.lang, preview: page.preview };
  const storyRead = getPageStory(storyRequest);
  const templateRead = fixed || page.preview ? null : getFolderTemplate(storyRequest);
  templateRead?.catch(() => undefined);
  if (!page.preview) startEarlyReads({ lang: page.lang, slug: page.slug }, blockLoaders);
  const subject = platformSubjectOf(page.slug, page.lang);
  const reads = { socialCardOf: startSocialCardReads(storyRequest, subject), structuredReads: startStructuredDataReads(storyRequest, subject) };
  let story: PageStory | null;
  let template = false;
  try {
    story = await storyRead;
    if (!story && !fixed) {
      story = await (templateRead ?? getFolderTemplate(storyRequest));
      template = story !== null;
    }
  } catch (error) {
    // A release the preview token may not read (a restricted one): the editor is told, no 5xx.
    if (page.release && statusOf(error) === 403) return throwReleaseRefused(page, page.release);
    reportError(error, { route: "story", slug: page.slug, lang: page.lang });
    return throwUnavailable(page);
  }
  if (!story) {
    // Unknown slugs cost a CMS call each: a client that asks for many is refused for a while (the front door).
    if (!page.preview) await countMissingPage();
    return throwNotFound(page);
  }
  return { story, template, reads };
}

/**
 * Step two: what the story demands of the request. A root the site does not render (another
 * content type) is a 404, never an empty 200 (in preview a problem shown instead); then the
 * page directives (sign-in, redirects by member level; {@link enforceDirectives}); then only
 * the bloks for the request's viewer, a visitor or a member, are kept (`forViewer`); then each
 * experiment keeps the variant the request's assignment gives it (`forAssignment`; editors see
 * every variant), and the running ones are recorded for the page cache.
 */
async function enforceStory(story: PageStory, page: StoryPageRequest, request: Request) {
  const session = await readSession(request);
  const typeProblem = contentTypeProblem(story.content);
  let checked = story;
  if (typeProblem) {
    logger.warn("story-content-type", { slug: page.slug, lang: page.lang, contentType: typeProblem.component });
    if (!page.preview) return throwNotFound(page);
    checked = { ...story, problems: [typeProblem, ...story.problems] };
  }
  await enforceDirectives(checked, { lang: page.lang, url: page.url, session });
  // Editors see every blok; anyone else only those for them (docs/product/stories-and-blocks.md, "Audiences").
  if (!page.preview) {
    // A member's level, for bloks kept for some levels: the profile the header reads too (cached per session).
    const viewer = session ? memberViewer((await fetchUserProfile(session.accessToken))?.userLevel) : "visitors";
    checked = { ...checked, content: forViewer(checked.content, viewer) };
  }
  // A/B experiments (docs/product/experiments.md): the assignment is the request's cookie, none under Global Privacy Control.
  const assignment = assignmentOf(request.headers.get("Cookie"), request.headers.get("Sec-GPC"));
  if (!page.preview) recordExperiments(runningExperiments(checked.content));
  checked = { ...checked, content: forAssignment(checked.content, assignment, page.preview) };
  return { story: checked, session };
}

/**
 * Step three: the block loaders of the bloks on the page, in parallel with the views' code, the
 * webinar attendee the request names and (in preview) the settings' variables. A page shared by
 * every visitor (the page cache) shows times in the site's zone, and the browser moves them to
 * its own; a page with personal blocks is the visitor's and uses their hint.
 */
async function runStoryBlocks(story: PageStory, page: StoryPageRequest, request: Request, options: { session: SessionData | null; shared: boolean }) {
  const shared = options.shared && !hasPersonalBlocks(story.content, blockLoaders);
  const timeZone = shared ? DEFAULT_TIME_ZONE : timeZoneFromCookieHeader(request.headers.get("Cookie"));
  const components = componentsIn(story.content);
  const { lang, preview, slug, template } = page;
  const blockContext = { request, lang, preview, accessToken: options.session?.accessToken ?? null, timeZone, slug, template };
  const [settings, blockData, attendee] = await Promise.all([
    preview ? getSettings({ lang, preview }) : null,
    runBlockLoaders(story.content, blockContext, blockLoaders).catch((thrown: unknown) => answerThrownStatus(thrown, page)),
    attendeeOfRequest(request),
    loadViews(components),
  ]);
  return { settings, blockData, attendee, components };
}

/**
 * Loader shared by every story route (docs/product/routes-and-languages.md), in four steps: load the story
 * ({@link loadStory}), enforce what it demands ({@link enforceStory}), run its blocks
 * ({@link runStoryBlocks}), shape the payload ({@link shapeStoryPayload}). Language and slug
 * come from the URL (never from `params`); drafts only for verified editor requests.
 * `options.slug` renders a fixed story at a code route.
 */
export async function storyPageLoader({ request, context: loadContext }: LoaderFunctionArgs, options: { slug?: string } = {}) {
  const context = pageRequestContext(request);
  if (!context.path) return throwNotFound(context);
  const fixed = Boolean(options.slug);
  const requested: StoryPageRequest = { ...context, path: context.path, slug: options.slug ?? context.path.slug, template: false };
  const loaded = await loadStory(requested, fixed);
  const page = { ...requested, template: loaded.template };
  const { story, session } = await enforceStory(loaded.story, page, request);
  const blocks = await runStoryBlocks(story, page, request, { session, shared: loadContext?.shared === true });
  const fields = parseContentOnce(pageSchema, story.content).data;
  return shapeStoryPayload({ page, loadContext, story, fields, session, ...blocks, ...loaded.reads });
}

/** Form fields no answer repeats (the affiliate SSN, docs/product/affiliates.md): the visitor types them again. */
const NEVER_ECHOED: ReadonlySet<string> = new Set(SECRET_FIELDS);

/**
 * Action shared by story routes: a form on the page posts here (plain POST first) naming its
 * blok in `_block`; the blok's server action validates and handles it.
 * 404 when the page has no story; 400 with a reason for a form no block accepts; 405 (with
 * `Allow`) for methods other than POST; 415, 413 or 400 for a body that is not a form
 * (`readForm`).
 * When the story cannot be loaded (Storyblok down, nothing cached), the answer is 503 with the
 * visitor's values to send again (never a bare 500; docs/decisions/0010).
 * `options.slug` names the story of a fixed code route (as for {@link storyPageLoader}).
 */
export async function storyPageAction({ request }: ActionFunctionArgs, options: { slug?: string } = {}) {
  const context = pageRequestContext(request);
  try {
    return await answerFormPost(request, context, options);
  } catch (thrown) {
    // Shown as the error page, in the page's language (`actionErrorPage`).
    throw await actionErrorPage(thrown, context, "story-action");
  }
}

async function answerFormPost(request: Request, context: ReturnType<typeof pageRequestContext>, options: { slug?: string }) {
  if (request.method !== "POST") {
    throw data({ error: "This page accepts forms as POST requests only." }, { status: 405, headers: { Allow: "GET, HEAD, POST" } });
  }
  if (!context.path) return throwNotFound(context);
  const slug = options.slug ?? context.path.slug;
  const form = await readForm(request);
  let story: PageStory | null;
  try {
    story = await getPageStory({ slug, lang: context.lang, preview: context.preview });
  } catch (error) {
    reportError(error, { route: "story-action", slug, lang: context.lang });
    return throwUnavailable(context, resubmitOf(form, NEVER_ECHOED));
  }
  if (!story) return throwNotFound(context);
  const session = await readSession(request);
  const timeZone = timeZoneFromCookieHeader(request.headers.get("Cookie"));
  const blockContext = { request, lang: context.lang, preview: context.preview, accessToken: session?.accessToken ?? null, timeZone, slug, template: false };
  return runBlockAction(story.content, form, blockContext, blockActions);
}
