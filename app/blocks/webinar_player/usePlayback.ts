import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import type { AttendeeStatus } from "~/services/platform/entities";
import { allowedLiveSeek, PROGRESS_INTERVAL_MS, type PlaybackPlan } from "~/domain/webinars/playback";

/**
 * The browser side of the webinar player (docs/product/webinars.md#watching-watch), on a native `<video>`:
 * - starts at the plan's position; in a live session that position keeps moving with the
 *   clock (from when the page hydrated), and seeking past it snaps back to it;
 * - saves progress (`POST /api/attendee/progress`) every {@link PROGRESS_INTERVAL_MS} while
 *   playing, on pause, and when the page is hidden or left (a beacon);
 * - updates the attendee's status once: `joined` (live) or `watched_replay` at the first
 *   play, `completed` at the end (`POST /api/attendee/update_status`).
 * Network failures are ignored: playback never depends on them.
 */
export const PROGRESS_URL = "/api/attendee/progress";
export const STATUS_URL = "/api/attendee/update_status";

interface Options {
  plan: PlaybackPlan;
  attendeeUuid: string;
  assetId: string;
  durationS: number;
}

function post(url: string, body: string, beacon = false) {
  if (beacon && typeof navigator.sendBeacon === "function" && navigator.sendBeacon(url, body)) return;
  void fetch(url, { method: "POST", body, keepalive: true, headers: { "Content-Type": "application/json" } }).catch(() => undefined);
}

export function usePlayback(video: RefObject<HTMLVideoElement | null>, { plan, attendeeUuid, assetId, durationS }: Options) {
  const { mode, startAt, seekForward } = plan;
  const hydratedAt = useRef<number | null>(null);
  const statuses = useRef(new Set<AttendeeStatus>());
  const [position, setPosition] = useState(startAt);

  /** The live position now, seconds (the plan's start while not hydrated). */
  const livePosition = useCallback(() => {
    const elapsed = hydratedAt.current === null ? 0 : (Date.now() - hydratedAt.current) / 1000;
    return Math.min(durationS, startAt + elapsed);
  }, [startAt, durationS]);

  const save = useCallback(
    (beacon = false) => {
      const element = video.current;
      if (!element || element.currentTime <= 0) return;
      const totalTime = Number.isFinite(element.duration) ? element.duration : durationS;
      post(PROGRESS_URL, JSON.stringify({ assetId, currentTime: Math.min(element.currentTime, totalTime), totalTime }), beacon);
    },
    [video, assetId, durationS],
  );

  const setStatus = useCallback(
    (status: AttendeeStatus) => {
      if (statuses.current.has(status)) return;
      statuses.current.add(status);
      post(STATUS_URL, JSON.stringify({ attendee: { uuid: attendeeUuid, status } }));
    },
    [attendeeUuid],
  );

  const goLive = useCallback(() => {
    if (video.current) video.current.currentTime = livePosition();
  }, [video, livePosition]);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    hydratedAt.current ??= Date.now();
    let timer: number | undefined;
    const start = () => {
      element.currentTime = mode === "live" ? livePosition() : startAt;
    };
    const onPlay = () => {
      setStatus(mode === "live" ? "joined" : "watched_replay");
      window.clearInterval(timer);
      timer = window.setInterval(() => save(), PROGRESS_INTERVAL_MS);
    };
    const onPause = () => {
      window.clearInterval(timer);
      if (!element.ended) save();
    };
    const onEnded = () => {
      window.clearInterval(timer);
      save();
      setStatus("completed");
    };
    const onSeeking = () => {
      if (seekForward) return;
      const allowed = allowedLiveSeek(element.currentTime, livePosition());
      if (allowed !== element.currentTime) element.currentTime = allowed;
    };
    const onTime = () => setPosition(element.currentTime);
    const onHide = () => {
      if (document.visibilityState === "hidden") save(true);
    };
    const onLeave = () => save(true);
    // One signal removes every listener below when the effect is cleaned up.
    const listeners = new AbortController();
    const { signal } = listeners;
    if (element.readyState >= HTMLMediaElement.HAVE_METADATA) start();
    else element.addEventListener("loadedmetadata", start, { once: true, signal });
    element.addEventListener("play", onPlay, { signal });
    element.addEventListener("pause", onPause, { signal });
    element.addEventListener("ended", onEnded, { signal });
    element.addEventListener("seeking", onSeeking, { signal });
    element.addEventListener("timeupdate", onTime, { signal });
    document.addEventListener("visibilitychange", onHide, { signal });
    window.addEventListener("pagehide", onLeave, { signal });
    return () => {
      window.clearInterval(timer);
      listeners.abort();
      save(true);
    };
  }, [video, mode, startAt, seekForward, livePosition, save, setStatus]);

  return { position, goLive, behindLive: mode === "live" && livePosition() - position > 10 };
}
