/**
 * A value made by Remix's `data(value, init)` (`DataWithResponseInit`): loaders and actions throw
 * it like a Response, with a status and headers but not yet serialized.
 */
export interface ThrownData {
  type: "DataWithResponseInit";
  data: unknown;
  init: ResponseInit | null;
}

/** True for a {@link ThrownData} (Remix's class is not exported; its `type` tag is). */
export function isDataWithResponseInit(value: unknown): value is ThrownData {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}
