import { replayIntegration } from "@sentry/remix";

/** Session replay (downloaded only for visits sampled for replay): all text masked, media blocked. */
export function replay() {
  return replayIntegration({ maskAllText: true, blockAllMedia: true });
}
