import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { getPageStorySafe } from "~/content/validated-story.server";
import { pageRequestContext } from "~/services/request.server";
import { translatorOf } from "~/i18n/strings.server";
import { getEnv } from "~/env.server";
import { readSessionState, type SessionData } from "~/auth/session.server";
import type { MemberView } from "~/domain/members/member-view";
import { fetchUserProfile } from "~/services/platform/profile.server";
import type { AnalyticsConfig } from "~/analytics/config";
import { blockPreloads, memberMenuPreloads } from "~/block-kit/preload.server";
import { pageStrings } from "~/block-kit/page-strings.server";
import { componentsIn, loadViews } from "~/block-kit/views";
import { forViewer, memberViewer } from "~/block-kit/audience";
import { emptyFullContent, stubStaticBloks, withFullContent } from "~/block-kit/static-bloks.server";
import { PAGE_QUERY_PARAMS } from "~/block-kit/query-params.server";
import { emptyDocumentHead } from "~/pages/document-head";
import { withDocumentHead } from "~/pages/document-head.server";

/**
 * Root loader: language, preview state and the global header and footer stories
 * (cached like any story). A failing global story never fails the page: it is logged
 * and the layout falls back to a plain header. Returned through `data()`: Sentry's server SDK
 * spreads a root loader's plain object to add its trace (`sentryTrace`, `sentryBaggage`), which
 * the browser does not read and which a page shared by every visitor must not carry.
 */
export async function rootLoader({ request, context: loadContext }: LoaderFunctionArgs) {
  const { lang, preview, path } = pageRequestContext(request);
  // The member's profile needs only the session: it starts with the stories, not after them.
  const sessionRead = readSessionState(request.headers.get("Cookie"));
  const profileRead = sessionRead.then((read) => (read.data ? fetchUserProfile(read.data.accessToken) : null));
  const [header, footer, session, member] = await Promise.all([
    getPageStorySafe({ slug: "global/header", lang, preview }),
    getPageStorySafe({ slug: "global/footer", lang, preview }),
    sessionRead,
    sessionRead.then((read) => (read.data ? memberView(read.data) : null)),
  ]);
  const t = translatorOf(lang);
  // Editors see every blok of header and footer; anyone else only those for them (docs/product/stories-and-blocks.md).
  const viewer = session.data ? memberViewer((await profileRead)?.userLevel) : "visitors";
  const whole = [header?.content ?? null, footer?.content ?? null].map((content) => (preview ? content : forViewer(content, viewer)));
  // Views, preloads and strings of what the viewer is shown, not of bloks left out.
  const chrome = componentsIn(whole);
  await loadViews(chrome);
  // A document sends the static parts of header and footer as stubs (docs/decisions/0019).
  const full = loadContext?.document && !preview ? emptyFullContent() : null;
  const sent = full ? stubStaticBloks(whole, {}, full, "c") : null;
  const [sentHeader, sentFooter] = sent?.content ?? whole;
  // A document preloads the browser files of the header's and footer's views, and a member's menu (pages/document-head.tsx).
  const preloads = loadContext?.document ? [...(await blockPreloads(sent ? sent.components : chrome, lang)), ...(member ? memberMenuPreloads() : [])] : [];
  return data(
    withDocumentHead(
      withFullContent(
        {
          lang,
          preview,
          header: sentHeader ?? null,
          footer: sentFooter ?? null,
          /** The signed-in member as pages show them (never tokens), or null. */
          member,
          /** True when the request's session could not be read (Redis away): the header says sign-in is briefly unavailable. */
          sessionUnavailable: (await sessionRead).unavailable,
          sentryDsn: getEnv().SENTRY_DSN ?? null,
          analytics: {
            segmentWriteKey: getEnv().SEGMENT_WRITE_KEY ?? null,
            gtmId: getEnv().GTM_CONTAINER_ID ?? null,
            sandbox: getEnv().MOCKS,
            extraTrackingParams: getEnv().EXTRA_TRACKING_PARAMS,
          } satisfies AnalyticsConfig,
          /**
           * What the canonical and hreflang links are made of (root.tsx, `languageSeo`): eleven URLs
           * computed in the page, not sent in every page's data.
           */
          /** The query parameters pages depend on: views echo only these (components/page-context.tsx). */
          queryParams: PAGE_QUERY_PARAMS,
          seo: { siteUrl: getEnv().SITE_URL, path: path?.path ?? "/" },
          /** Titles for error pages, whose meta cannot translate by itself. */
          errorTitles: { notFound: t("error.notFound"), generic: t("error.generic") },
          /** Interface strings of everything outside the page's own blocks (`i18n/strings.server.ts`). */
          strings: pageStrings(lang, chrome, { chrome: true, preview, account: member !== null || (await sessionRead).unavailable }),
        },
        full,
      ),
      loadContext?.document ? { ...emptyDocumentHead(), preloads } : null,
    ),
  );
}

/**
 * What the header shows of a member: name, avatar and level name from the platform profile
 * (docs/product/members-and-sessions.md), falling back to the ID token's name and picture when the profile cannot be
 * loaded (docs/product/members-and-sessions.md: a failed profile fetch is ignored for the visitor).
 */
async function memberView(session: SessionData): Promise<MemberView> {
  const profile = await fetchUserProfile(session.accessToken);
  const name = profile ? [profile.firstName, profile.lastName].filter(Boolean).join(" ") : session.member.name;
  return {
    sub: session.member.sub,
    name: name || session.member.name,
    picture: profile?.avatarUrl ?? session.member.picture ?? null,
    levelName: profile?.userLevel.name ?? null,
  };
}
