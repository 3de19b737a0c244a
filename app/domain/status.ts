import { z } from "zod";

const numeric = z.coerce.number().int().min(100).max(599);

/**
 * Status code of an error for the error page (SPEC §3 "Error object", §8):
 * `statusCode`, then `status`, then `response.status`, then 500.
 */
export function statusCodeOf(error: unknown): number {
  if (typeof error !== "object" || error === null) return 500;
  const candidate = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
  for (const value of [candidate.statusCode, candidate.status, candidate.response?.status]) {
    const parsed = numeric.safeParse(value);
    if (value !== undefined && value !== null && parsed.success) return parsed.data;
  }
  return 500;
}
