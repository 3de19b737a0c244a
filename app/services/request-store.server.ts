import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Per-request context shared by the Express layer and the Remix build (two bundles, one
 * process: the store lives on `globalThis`). Services record upstream timings here; the
 * request log line reports them.
 */
export interface RequestStore {
  requestId: string;
  /** When the request came in (`performance.now()`, ms). */
  startedAt?: number;
  /** Upstream calls made for this request: name, start (ms after the request came in) and duration (ms). */
  upstreams: { name: string; at?: number; ms: number; status?: number }[];
  /** The client's IP, decided once as the request came in (`client-ip.server.ts`); null when unknown. */
  clientIp?: string | null;
  /** Rate limits this request has already been counted against (`app/services/rate-limit.server.ts`). */
  limitsCounted?: Set<string>;
  /** The Storyblok release a verified preview of this request shows (`request.server.ts`): its draft reads use `from_release`. */
  storyblokRelease?: number;
  /** Members' session reads of this request by `Cookie` header (`app/auth/session.server.ts`): read once. */
  sessionReads?: Map<string, Promise<unknown>>;
}

const KEY = Symbol.for("brightpath.requestStore");
type Holder = { [KEY]?: AsyncLocalStorage<RequestStore> };

export const requestStorage: AsyncLocalStorage<RequestStore> = ((globalThis as Holder)[KEY] ??= new AsyncLocalStorage<RequestStore>());

/** Times `work` as an upstream call of the current request (no-op outside a request). */
export async function timeUpstream<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const store = requestStorage.getStore();
    store?.upstreams.push({ name, at: Math.round(started - (store.startedAt ?? started)), ms: Math.round(performance.now() - started) });
  }
}
