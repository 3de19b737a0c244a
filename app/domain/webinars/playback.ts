/**
 * How the webinar player plays for an attendee (docs/product/webinars.md#watching-watch). Pure; the clock
 * is injected. Times: instants and `nowMs` in ms since the epoch, positions in seconds.
 *
 * - no slot (not registered): replay from the start;
 * - before the slot starts: `upcoming` (nothing to play yet);
 * - during the slot (start ≤ now < start + video length): `live` — it starts at the live
 *   position (now − slot start) and seeking forward past the live position is not allowed;
 * - after the slot: `replay` — seeking allowed, resuming from the saved progress unless it
 *   is within {@link RESUME_END_MARGIN_S} of the end (then from the start).
 */

/** Progress is saved this often while playing (ms), and also on pause and when leaving. */
export const PROGRESS_INTERVAL_MS = 30_000;
/** Saved progress this close to the end (s) counts as finished: a replay starts over. */
export const RESUME_END_MARGIN_S = 5;
/** Slack for seeking in a live session (s): the browser's own jitter is not "seeking forward". */
export const LIVE_SEEK_TOLERANCE_S = 2;

export type PlaybackMode = "upcoming" | "live" | "replay";

export interface PlaybackPlan {
  mode: PlaybackMode;
  /** Where playback starts, seconds into the video. */
  startAt: number;
  /** May the viewer seek past the current (live) position? */
  seekForward: boolean;
  /** The start position is the attendee's saved progress. */
  resumed: boolean;
}

export interface PlaybackInput {
  nowMs: number;
  /** The attendee's slot start (ISO 8601 instant), or null when not registered. */
  slot: string | null;
  /** Length of the video, seconds. */
  durationS: number;
  /** Saved position in this video, seconds (from the attendee's progress), or null. */
  savedS: number | null;
}

/** The plan for one attendee and moment. @throws RangeError for a slot that is not an instant. */
export function playbackPlan({ nowMs, slot, durationS, savedS }: PlaybackInput): PlaybackPlan {
  if (slot !== null) {
    const startMs = Date.parse(slot);
    if (!Number.isFinite(startMs)) throw new RangeError(`Invalid slot: ${slot}`);
    if (nowMs < startMs) return { mode: "upcoming", startAt: 0, seekForward: false, resumed: false };
    if (nowMs < startMs + durationS * 1000) return { mode: "live", startAt: livePosition(startMs, nowMs), seekForward: false, resumed: false };
  }
  const resumable = savedS !== null && savedS > 0 && savedS < durationS - RESUME_END_MARGIN_S;
  return { mode: "replay", startAt: resumable ? savedS : 0, seekForward: true, resumed: resumable };
}

/** The live position at `nowMs` of a session that started at `startMs`, seconds (never negative). */
export function livePosition(startMs: number, nowMs: number): number {
  return Math.max(0, (nowMs - startMs) / 1000);
}

/**
 * Where a seek in a live session may land: anywhere up to the live position (plus
 * {@link LIVE_SEEK_TOLERANCE_S}); a seek past it goes back to the live position.
 */
export function allowedLiveSeek(targetS: number, liveS: number): number {
  return targetS > liveS + LIVE_SEEK_TOLERANCE_S ? liveS : targetS;
}

/** "1:12:05" / "4:07": a position in seconds as the player shows it. */
export function formatPosition(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}
