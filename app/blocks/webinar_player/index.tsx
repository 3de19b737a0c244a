import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { useBlockData } from "../../block-kit/block-data";
import { blockProps } from "../../block-kit/block-props";
import type { BlockViewProps } from "../../block-kit/types";
import { usePageContext } from "~/components/page-context";
import { AppLink } from "~/components/AppLink";
import { buttonClasses } from "~/components/ButtonLink";
import { useZonedText } from "~/components/useDisplayTimeZone";
import { formatPosition } from "~/domain/webinars/playback";
import { formatZoned } from "~/domain/webinars/zoned-time";
import type { WebinarPlayerData } from "./loader.server";
import type loader from "./loader.server";
import type { schema } from "./schema";
import { usePlayback } from "./usePlayback";
import { LiveControls } from "./LiveControls";

type PlayerData = Extract<WebinarPlayerData, { kind: "player" }>;

function Panel({ children }: { children: ReactNode }) {
  return (
    <div className="dark-band flex flex-col items-center gap-4 rounded-3xl bg-ink-900 px-6 py-14 text-center text-white shadow-lg sm:py-20">{children}</div>
  );
}

function Upcoming({ data }: { data: PlayerData }) {
  const { t } = useTranslation();
  const { lang } = usePageContext();
  const [when, zoneRef] = useZonedText(data.when, (zone) => formatZoned(data.slot, zone, lang));
  return (
    <Panel>
      <p ref={zoneRef} className="max-w-xl text-xl font-semibold">
        {t("webinar.player.upcoming", { date: when.date, time: when.time, zone: when.zone })}
      </p>
      <p className="max-w-xl text-ink-200">{t("webinar.player.upcomingNote")}</p>
    </Panel>
  );
}

function Player({ data, captions }: { data: PlayerData; captions: string | null }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const { goLive, behindLive } = usePlayback(video, {
    plan: data.plan,
    attendeeUuid: data.attendeeUuid,
    assetId: data.video.assetId,
    durationS: data.video.durationS,
  });
  const live = data.plan.mode === "live";
  // A live session cannot be skipped ahead: once the page runs, its video drops the browser's
  // controls (their seek bar and arrow-key seeking) for its own. Without JavaScript the
  // browser's controls stay: the video could not be played otherwise.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const ownControls = live && hydrated;
  // Chromium's `controlslist` is not HTML: set on the element, it leaves the document valid.
  useEffect(() => video.current?.setAttribute("controlslist", "nodownload noplaybackrate"), []);
  return (
    <div className="flex flex-col gap-4" data-playback={data.plan.mode}>
      <div className="flex flex-wrap items-center gap-3">
        <span
          className={`inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold ${live ? "bg-red-50 text-red-800 ring-1 ring-red-200" : "bg-brand-50 text-brand-800 ring-1 ring-brand-200"}`}
        >
          {live && <span aria-hidden="true" className="size-2 rounded-full bg-red-600" />}
          {live ? t("webinar.player.live") : t("webinar.player.replay")}
        </span>
        <p className="text-ink-700">{live ? t("webinar.player.liveNote") : t("webinar.player.replayNote")}</p>
      </div>
      <div ref={frame} className="flex flex-col justify-center overflow-hidden rounded-3xl bg-ink-900 shadow-lg ring-1 ring-ink-100">
        <video
          ref={video}
          className="aspect-video w-full bg-ink-900"
          controls={!ownControls}
          playsInline
          preload="metadata"
          // Captions (<track>) from another origin load only through CORS: the video and caption hosts must allow it.
          crossOrigin="anonymous"
          aria-label={t("webinar.player.label", { title: data.title })}
          data-start={data.plan.startAt}
        >
          <source src={data.video.url} type={data.video.mimeType} />
          {captions && <track kind="captions" src={captions} srcLang="en" label={t("webinar.player.captions")} />}
          {t("webinar.player.noVideo")}
        </video>
        {ownControls && <LiveControls video={video} fullscreenTarget={frame} hasCaptions={Boolean(captions)} />}
      </div>
      <div className="flex min-h-11 flex-wrap items-center gap-3">
        <p aria-live="polite" className="text-sm text-ink-600">
          {data.plan.resumed ? t("webinar.player.resumed", { time: formatPosition(data.plan.startAt) }) : ""}
        </p>
        {live && behindLive && (
          <button type="button" onClick={goLive} className={buttonClasses("secondary")}>
            {t("webinar.player.backToLive")}
          </button>
        )}
      </div>
    </div>
  );
}

/** Shows dates with month names: the date locale loads with this view (block-kit/views.ts). */
export const usesDates = true;

/**
 * `webinar_player` (docs/product/webinars.md#watching-watch): the webinar's recording in a native `<video>`
 * with the browser's own (keyboard-accessible) controls and an optional captions track.
 * For the visitor's attendee: before their slot, when it starts; during it, the live
 * position with controls that offer no seeking ({@link LiveControls}); after it, a replay resuming from saved progress.
 * Visitors who are not registered get a link to register. Progress and status are saved
 * by {@link usePlayback}.
 */
export default function WebinarPlayer({ blok }: BlockViewProps<typeof schema>) {
  const { t } = useTranslation();
  const data = useBlockData<typeof loader>(blok);
  const captions = blok.captions?.filename || null;
  let content;
  if (!data) {
    content = (
      <Panel>
        <p role="status" className="max-w-xl text-lg">
          {t("webinar.player.unavailable")}
        </p>
      </Panel>
    );
  } else if (data.kind === "not-registered") {
    content = (
      <Panel>
        <p className="max-w-xl text-xl font-semibold">{t("webinar.player.notRegistered")}</p>
        {data.registerHref && (
          <AppLink href={data.registerHref} className={buttonClasses("primary")}>
            {t("webinar.player.chooseTime")}
          </AppLink>
        )}
      </Panel>
    );
  } else if (data.plan.mode === "upcoming") {
    content = <Upcoming data={data} />;
  } else {
    content = <Player data={data} captions={captions} />;
  }
  return (
    <div {...blockProps(blok)} className="mx-auto w-full max-w-4xl">
      {content}
    </div>
  );
}

/** Interface-string groups this view and the components it renders translate from. */
export const strings = ["webinar"];
