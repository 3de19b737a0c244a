import { ASSIGNMENTS_STORE } from "~/domain/experiments/cookies";

/**
 * Every A/B assignment the visitor has had (experiment key → variant id), kept in the browser by
 * the experiments module (`experiments.client.ts`) for the tracked events to carry
 * (docs/product/experiments.md); `{}` without any or when storage is unreadable.
 */
export function knownAssignments(): Record<string, string> {
  try {
    return JSON.parse(localStorage.getItem(ASSIGNMENTS_STORE) ?? "{}") as Record<string, string>;
  } catch {
    return {};
  }
}

/** A variant the visitor was shown in their own assignment. */
export interface Exposure {
  experimentId: string;
  experimentName: string;
  variationId: string;
  variationName: string;
}
