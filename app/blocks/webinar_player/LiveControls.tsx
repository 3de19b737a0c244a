import { useEffect, useState, type RefObject } from "react";
import { useTranslation } from "~/i18n/react";
import { formatPosition } from "~/domain/webinars/playback";

const buttonClass =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-4 text-sm font-semibold text-white ring-1 ring-white/30 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white aria-pressed:bg-white/20";

/**
 * The controls of a live session's `<video>` (which then has no `controls` of its own): play
 * or pause, sound, captions and full screen, and the position as text. No seek bar and no
 * keyboard seeking: a live session cannot be skipped ahead, and a native control bar would
 * offer it (the player also snaps a forward seek back, `usePlayback`). Every control is a
 * button with its name; `fullscreenTarget` is what goes full screen, so that these controls
 * stay with the video.
 */
export function LiveControls({
  video,
  fullscreenTarget,
  hasCaptions,
}: {
  video: RefObject<HTMLVideoElement | null>;
  fullscreenTarget: RefObject<HTMLElement | null>;
  hasCaptions: boolean;
}) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [captions, setCaptions] = useState(false);
  const [time, setTime] = useState(0);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const sync = () => {
      setPlaying(!element.paused && !element.ended);
      setMuted(element.muted);
      setTime(element.currentTime);
    };
    const events = ["play", "pause", "ended", "volumechange", "timeupdate", "seeked"] as const;
    for (const name of events) element.addEventListener(name, sync);
    sync();
    return () => {
      for (const name of events) element.removeEventListener(name, sync);
    };
  }, [video]);

  const togglePlay = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => undefined);
    else element.pause();
  };
  const toggleMute = () => {
    if (video.current) video.current.muted = !video.current.muted;
  };
  const toggleCaptions = () => {
    const track = video.current?.textTracks[0];
    if (!track) return;
    track.mode = track.mode === "showing" ? "hidden" : "showing";
    setCaptions(track.mode === "showing");
  };
  const fullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void fullscreenTarget.current?.requestFullscreen().catch(() => undefined);
  };

  return (
    <div role="group" aria-label={t("webinar.player.controls")} className="flex flex-wrap items-center gap-2 bg-ink-900 px-3 py-2">
      <button type="button" className={buttonClass} onClick={togglePlay}>
        {playing ? t("webinar.player.pause") : t("webinar.player.play")}
      </button>
      <button type="button" className={buttonClass} onClick={toggleMute}>
        {muted ? t("webinar.player.unmute") : t("webinar.player.mute")}
      </button>
      {hasCaptions && (
        <button type="button" className={buttonClass} aria-pressed={captions} onClick={toggleCaptions}>
          {t("webinar.player.captions")}
        </button>
      )}
      <button type="button" className={buttonClass} onClick={fullscreen}>
        {t("webinar.player.fullscreen")}
      </button>
      <span className="ms-auto px-2 text-sm tabular-nums text-ink-100" dir="ltr">
        {formatPosition(time)}
      </span>
    </div>
  );
}
