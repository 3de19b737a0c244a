import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { directivesSchema, evaluateDirectives } from "~/domain/page-directives";
import { getEnv, redirectHosts } from "~/env.server";
import { readSession, readSessionCookie, type SessionData } from "~/auth/session.server";
import { fetchUserProfile } from "~/services/platform/profile.server";
import { logger } from "~/services/logger.server";
import { schema as pageSchema } from "~/blocks/page/schema";
import type { Layout } from "~/domain/layout";
import { getFolderTemplate, getPageStory, getSettings, startPageStoryReads, type PageStory } from "~/content/page-story.server";
import { contentTypeProblem } from "~/content/content-type";
import { actionErrorPage, throwNotFound, throwServerError, throwUnavailable } from "~/content/error-page.server";
import { resubmitOf } from "~/domain/error-page";
import { SECRET_FIELDS } from "~/domain/affiliate-application";
import { reportError } from "~/services/error-reporting.server";
import { pageRequestContext } from "~/services/request.server";
import { readForm } from "~/http/body.server";
import { blockActions, blockLoaders } from "~/blocks/servers.server";
import { blockPreloads, type ModulePreload } from "~/blocks/preload.server";
import { componentsIn, loadViews } from "~/blocks/views";
import { fullContentOf, stubStaticBloks } from "~/blocks/static-bloks.server";
import { pageStrings } from "~/blocks/page-strings.server";
import type { Strings } from "~/i18n/translate";
import { blockSeo, hasPersonalBlocks, runBlockAction, runBlockLoaders, startEarlyReads } from "~/blocks/run.server";
import { DEFAULT_TIME_ZONE, timeZoneFromCookieHeader } from "~/domain/time-zone";
import { attendeeOfRequest } from "~/services/attendee-cookie.server";
import type { Language } from "~/i18n/languages";
import { anonymousPage, PERSONAL_PAGE } from "~/domain/page-cache-policy";
import { toJsonText, type JsonText } from "~/domain/json-text";
import type { SocialCard } from "~/domain/social-tags";
import { startSocialCardReads } from "./social-card.server";
import { platformSubjectOf } from "./platform-subject.server";
import type { JsonLd } from "~/domain/structured-data";
import { startStructuredDataReads, storyStructuredData } from "./structured-data.server";
import { imageHintLinks, imageHintsOf, type ImageHintLink } from "~/blocks/image-hints.server";

/** Loader data of every page rendered from a Storyblok story. */
export interface StoryPageData {
  /** The story, its results and strings as JSON text: one value for turbo-stream (`domain/json-text.ts`). */
  story: JsonText<PageStory>;
  lang: Language;
  preview: boolean;
  layout: Layout;
  /** Title and description; `noindex` keeps the page out of search (the `noindex` field). */
  seo: { title: string; description?: string; noindex: boolean };
  /** What link previews show (Open Graph, Twitter): `domain/social-card.ts`. */
  social: SocialCard;
  /** `{{name}}` variables, sent only in preview so live edits can be re-validated. */
  variables: [string, string][];
  /** Results of block server loaders, keyed by blok `_uid`. */
  blockData: JsonText<Record<string, unknown>>;
  /**
   * In preview only (else empty): the components with server loaders, whose data the visual
   * editor reloads live when their fields change (`/resources/preview-block-data`).
   */
  liveDataBlocks: string[];
  /** Browser files of the views of this story's bloks (the document head preloads them). */
  preloads: ModulePreload[];
  /** Interface strings this story's block views use, beyond the root's (`i18n/strings.server.ts`). */
  strings: JsonText<Strings>;
  /** The page's schema.org items, each emitted as a `<script type="application/ld+json">` (`./structured-data.server.ts`). */
  structuredData: JsonLd[];
  /** The head's preconnect to the asset host and preload of the first screen's image, as `meta` link descriptors. */
  imageLinks: ImageHintLink[];
}

/**
 * Cache-Control for story pages (docs/decisions/0026): anonymous published pages may be kept by
 * the origin's page cache and by CDNs (`CDN_MAX_AGE_S`); personal pages and previews are stored
 * nowhere. `.data` requests start from the same header (entry.server keeps them out of CDNs).
 */
export function storyCacheControl(personal: boolean): string {
  return personal ? PERSONAL_PAGE : anonymousPage(getEnv().CDN_MAX_AGE_S);
}

/**
 * Starts every upstream read a published page at `pathname` needs that the URL and the cookies
 * alone decide: its stories and those above it (content/page-story.server.ts), the reads of
 * blocks the slug names (a trainer's author), the platform record the page is about, and a
 * signed-in member's profile (`cookieHeader`). For the edge, while
 * the redirect rules are still on their way: a cold page then waits for the story and these
 * together, and for block data after them (ARCHITECTURE "No waterfalls": two round trips).
 */
export function startPageReads(pathname: string, cookieHeader?: string): void {
  const page = startPageStoryReads(pathname);
  if (page) {
    startEarlyReads(page, blockLoaders);
    // The quest, program or trainer the page is about, for its card and its JSON-LD (cached reads).
    void platformSubjectOf(page.slug, page.lang);
  }
  if (cookieHeader?.includes("__session=")) {
    void readSessionCookie(cookieHeader)
      .then((session) => session && fetchUserProfile(session.accessToken))
      .catch(() => undefined);
  }
}

/**
 * Applies the story's page directives (SPEC §2) before anything renders. A page that
 * requires sign-in sends visitors through a silent check first (`/login?silent=1`), then
 * sign-in or sign-up, and back. `redirect_if_user_level` matches the member's level from
 * the platform profile (fetched only when the story lists levels; cached per session).
 */
async function enforceDirectives(story: PageStory, context: { lang: Language; url: URL; session: SessionData | null }) {
  const { session } = context;
  const listsLevels = directivesSchema.safeParse(story.content).data?.redirect_if_user_level.length;
  const profile = session && listsLevels ? await fetchUserProfile(session.accessToken) : null;
  const decision = evaluateDirectives(story.content, { lang: context.lang, signedIn: session !== null, member: profile?.userLevel ?? null, externalHosts: redirectHosts() });
  switch (decision.kind) {
    case "redirect":
      throw redirect(decision.href, decision.status);
    case "require-auth": {
      const returnTo = encodeURIComponent(context.url.pathname + context.url.search);
      throw redirect(`/login?silent=1&returnTo=${returnTo}${decision.signUp ? "&signup=1" : ""}`, { headers: { "Cache-Control": "no-store" } });
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
 * Loader shared by every story route (SPEC §2): resolves language and slug from the URL
 * (never from `params`), loads the story (draft for verified editor requests), answers
 * 404 with the error story when there is none or its content type is not a page (shown as a
 * problem in preview instead; issue 18), and 503 (`Retry-After`) with the error story
 * when Storyblok fails and no good copy of the story exists. A slug without a story of its own renders its folder's template
 * (`templates/folder-<folder>`, e.g. every trainer page) when the CMS has one; a block on it
 * may still answer 404 (`trainer_profile` for an unknown trainer).
 * `options.slug` renders a fixed story at a code route.
 */
export async function storyPageLoader({ request, context: loadContext }: LoaderFunctionArgs, options: { slug?: string } = {}) {
  const context = pageRequestContext(request);
  if (!context.path) return throwNotFound(context);
  const slug = options.slug ?? context.path.slug;
  const request_ = { slug, lang: context.lang, preview: context.preview };
  // Everything the URL decides starts at once: the story, its folder's template (used when the
  // story does not exist), and the reads of blocks that the slug names (a trainer's author).
  // Previews read drafts uncached: there the template is asked for only when the story is missing.
  const storyRead = getPageStory(request_);
  const templateRead = options.slug || context.preview ? null : getFolderTemplate(request_);
  templateRead?.catch(() => undefined);
  if (!context.preview) startEarlyReads({ lang: context.lang, slug }, blockLoaders);
  const subject = platformSubjectOf(slug, context.lang);
  const socialCardOf = startSocialCardReads(request_, subject);
  const structuredReads = startStructuredDataReads(request_, subject);
  let story: PageStory | null;
  let template = false;
  try {
    story = await storyRead;
    if (!story && !options.slug) {
      story = await (templateRead ?? getFolderTemplate(request_));
      template = story !== null;
    }
  } catch (error) {
    reportError(error, { route: "story", slug, lang: context.lang });
    return throwUnavailable(context);
  }
  if (!story) return throwNotFound(context);
  const session = await readSession(request);
  const accessToken = session?.accessToken ?? null;
  // A root the site does not render (another content type) is a 404, never an empty 200 (issue 18).
  const typeProblem = contentTypeProblem(story.content);
  if (typeProblem) {
    logger.warn("story-content-type", { slug, lang: context.lang, contentType: typeProblem.component });
    if (!context.preview) return throwNotFound(context);
    story = { ...story, problems: [typeProblem, ...story.problems] };
  }
  const page = pageSchema.safeParse(story.content);
  const fields = page.success ? page.data : undefined;
  await enforceDirectives(story, { lang: context.lang, url: context.url, session });
  // A page shared by every visitor (the page cache) shows times in the site's zone, and the
  // browser moves them to its own; a page with personal blocks is the visitor's and uses their hint.
  const shared = loadContext?.shared === true && !hasPersonalBlocks(story.content, blockLoaders);
  const timeZone = shared ? DEFAULT_TIME_ZONE : timeZoneFromCookieHeader(request.headers.get("Cookie"));
  const components = componentsIn(story.content);
  const blockContext = { request, lang: context.lang, preview: context.preview, accessToken, timeZone, slug, template };
  const [settings, blockData, attendee] = await Promise.all([
    context.preview ? getSettings(request_) : null,
    runBlockLoaders(story.content, blockContext, blockLoaders).catch((thrown: unknown) => answerThrownStatus(thrown, context)),
    attendeeOfRequest(request),
    loadViews(components),
  ]);
  // A document sends static bloks as stubs and renders them in full (docs/decisions/0019);
  // client navigations and the visual editor get everything.
  const full = loadContext?.document && !context.preview ? fullContentOf(loadContext) : null;
  const sent = full ? stubStaticBloks(story.content, blockData, full) : null;
  const preloads = await blockPreloads(sent ? sent.components : components, context.lang);
  const strings = pageStrings(context.lang, components, { chrome: false });
  // Static views render on the server alone: the browser gets the strings of the views it hydrates.
  if (full) full.strings = strings;
  const variables = (settings?.variables ?? []).map((v): [string, string] => [v.name, v.value]);
  const seo = fields?.seo_title
    ? { title: fields.seo_title, description: fields.seo_description }
    : (blockSeo(story.content, blockData, blockLoaders) ?? { title: story.name, description: fields?.seo_description });
  const payload: StoryPageData = {
    story: toJsonText(sent ? { ...story, content: sent.content } : story),
    lang: context.lang,
    preview: context.preview,
    layout: fields?.layout ?? "default",
    seo: { ...seo, noindex: fields?.noindex ?? false },
    social: await socialCardOf({ content: story.content, fields, seo }),
    variables,
    blockData: toJsonText(sent ? sent.blockData : blockData),
    liveDataBlocks: context.preview ? Object.keys(blockLoaders) : [],
    preloads,
    strings: toJsonText(sent ? pageStrings(context.lang, sent.components, { chrome: false }) : strings),
    structuredData: [],
    imageLinks: imageHintLinks(imageHintsOf(story.content, context.url.origin)),
  };
  payload.structuredData = await storyStructuredData({ story, slug, lang: context.lang, path: context.path.path, title: payload.seo.title, description: payload.seo.description, template, blockData }, structuredReads);
  // A webinar attendee (`?a=<uuid>`, SPEC §2, or their cookie) sees their own slot and progress: a personal answer.
  const personal = context.preview || session !== null || attendee.attendee !== null || hasPersonalBlocks(story.content, blockLoaders);
  const headers = new Headers({ "Cache-Control": storyCacheControl(personal) });
  if (attendee.setCookie) headers.append("Set-Cookie", attendee.setCookie);
  return data(payload, { headers });
}

/** Form fields no answer repeats (an SPEC §7 affiliate SSN): the visitor types them again. */
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
