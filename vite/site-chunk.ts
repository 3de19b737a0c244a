/**
 * Client chunking (docs/decisions/0009): the views of the blocks that build almost every page
 * (layout, text, navigation, header and footer) and the small modules they share ship as one
 * chunk, `site`, instead of some thirty files of a few hundred bytes each, which gzip
 * separately and cost a request each. Every other block view (forms, quiz, player, catalogue,
 * checkout…) stays its own chunk, loaded only by pages that hold it.
 */
export const SITE_BLOCKS = [
  "page",
  "section",
  "grid",
  "include",
  "header",
  "nav_item",
  "nav_dropdown",
  "footer",
  "footer_column",
] as const;

/**
 * Views that only render HTML (`staticTag`) and hold no other bloks' interactivity: a first
 * visit gets them as static HTML and never downloads their code (docs/decisions/0019); client
 * navigations load them together, as one `static-views` chunk.
 */
export const STATIC_VIEW_BLOCKS = [
  "hero",
  "heading",
  "rich_text",
  "image",
  "button",
  "accordion",
  "accordion_item",
  "story_card",
  "testimonial",
  "trainer_section",
] as const;

const STATIC_VIEW_MODULES = new RegExp(`/app/blocks/(${STATIC_VIEW_BLOCKS.join("|")})/(?!schema\\.ts$)[^/]+$`);

const SITE_MODULES = new RegExp(
  [
    // Views only: schemas (zod) load in the visual editor alone.
    `/app/blocks/(${SITE_BLOCKS.join("|")})/(?!schema\\.ts$)[^/]+$`,
    "/app/blocks/(BlokView|block-props|block-data|context-action|deferred-hydration|form|views|RichText|link-field)\\.tsx?$",
    "/app/components/(AppLink|ButtonLink|Image|page-context|below-the-fold|nonce|AccountMenu|LanguageSwitcher|ModulePreloads|PageTranslations|boundary-error|server-ready-lazy|ScrollRestoration)\\.tsx?$",
    "/app/pages/SiteChrome\\.tsx?$",
    // Links are resolved on the server (validateContent's `link` option): domain/links stays out.
    // error-page: the root's error title and the lazily loaded error page share it (a module
    // of the root chunk would make the error page import the root route's chunk).
    // client-timing: two numbers the root's progress bar and some views share, not a file of its own.
    "/app/domain/(locale-path|images|error-page|client-timing|page-query)\\.ts$",
    "/app/i18n/(react|translate|languages|date-locales)\\.tsx?$",
    "/app/analytics/(consent|commerce)\\.ts$",
    "/app/components/(browser-time-zone|idle)\\.ts$",
    "/node_modules/js-cookie/",
  ].join("|"),
);

/** React and Remix: one long-cached chunk that app changes do not invalidate. */
const FRAMEWORK_MODULES = /\/node_modules\/(react|react-dom|scheduler|@remix-run\/react|@remix-run\/router|react-router|react-router-dom|turbo-stream)\//;
/** Server renderers (the live preview renders rich text with them) stay out of it. */
const SERVER_RENDERERS = /\/node_modules\/(react-dom|react-router-dom)\/(server|cjs\/react-dom-server)/;

/**
 * What the form blocks share (fields, form state, the select and phone helpers, the form host of
 * the timeslot picker, the zod-free field lists and country choices): one `forms` chunk instead
 * of seven files of 0.4–1.5 KB gz, each a request and a preload the masterclass's parser had to
 * issue before its first paint (issue 15). The field lists must not sit in a view's chunk either:
 * the lazily loaded check (`validate.ts`) imports them, and Vite's manifest would lose the view's
 * source name (so its chunk could not be preloaded).
 */
const FORM_MODULES =
  /\/app\/components\/forms\/|\/app\/blocks\/timeslot_picker\/host\.ts$|\/app\/domain\/(affiliate-options|registration-fields|country-choices)\.ts$/;

/**
 * Dates: the app's formatting (`domain/dates`, `domain/zoned-time`), date-fns and @date-fns/tz,
 * the helpers every date-fns locale shares and the en-US locale (`domain/dates` falls back to it),
 * one `dates` chunk instead of four or five files. Other languages' locales stay their own chunks
 * (i18n/date-locales.ts: a page downloads only its language's month names).
 */
const DATE_MODULES = /\/app\/domain\/(dates|zoned-time)\.ts$|\/node_modules\/@date-fns\/|\/node_modules\/date-fns\/(?!locale\/(?!_lib\/|en-US[./]))/;

/**
 * Shared `Intl` formatting (formatjs' memoizer, number formats, truncation): only block views
 * that format numbers in the browser need it (countdown, community events, score, catalogue
 * cards), so it is one chunk of its own rather than ~0.5 KB gz of every page's `site` chunk.
 */
const INTL_MODULES = /\/app\/domain\/(format|intl)\.ts$|\/node_modules\/@formatjs\/fast-memoize\//;

/** Rollup `manualChunks` for the browser build: `framework`, `site`, `static-views`, `forms`, `dates`, `intl`, else Rollup's choice. */
export function siteChunk(id: string): string | undefined {
  const path = id.replaceAll("\\", "/");
  if (FRAMEWORK_MODULES.test(path) && !SERVER_RENDERERS.test(path)) return "framework";
  if (FORM_MODULES.test(path)) return "forms";
  if (DATE_MODULES.test(path)) return "dates";
  if (INTL_MODULES.test(path)) return "intl";
  if (STATIC_VIEW_MODULES.test(path)) return "static-views";
  return SITE_MODULES.test(path) ? "site" : undefined;
}
