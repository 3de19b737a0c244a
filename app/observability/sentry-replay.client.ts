import { replayIntegration } from "@sentry/remix";

/**
 * Session replay (downloaded only for visits sampled for replay): all text masked, media blocked.
 *
 * Stylesheets are recorded by reference, not inlined: inlining makes rrweb serialise every rule
 * of the Tailwind stylesheet on each full snapshot (at start, then every minute in buffer mode),
 * a single main-thread task of 100–300 ms on this machine, several times that on a phone
 * (total blocking time). The player loads the stylesheet from its hashed, immutable
 * URL instead. Sentry has no public option for it; `_recordingOptions` is what its constructor
 * builds and `startRecording` spreads into rrweb's `record` (checked by a unit test on upgrade).
 */
export function replay() {
  const integration = replayIntegration({ maskAllText: true, blockAllMedia: true });
  const options = (integration as unknown as { _recordingOptions?: Record<string, unknown> })._recordingOptions;
  if (options) options.inlineStylesheet = false;
  return integration;
}
