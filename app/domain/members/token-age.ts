/** The access token is refreshed on a request more than 110 minutes after it was obtained (docs/product/members-and-sessions.md#token-refresh). */
export const TOKEN_REFRESH_AFTER_MS = 110 * 60 * 1000;

/** Whether a token obtained at `obtainedAt` (ms epoch) must be refreshed at `now` (ms epoch). */
export function needsTokenRefresh(obtainedAt: number, now: number): boolean {
  return !Number.isFinite(obtainedAt) || now - obtainedAt > TOKEN_REFRESH_AFTER_MS;
}
