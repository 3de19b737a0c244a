/** An HTTP status an error page can show: an integer 100–599, given as a number or a numeric string. */
function httpStatus(value: unknown): number | null {
  const number = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  return Number.isInteger(number) && number >= 100 && number <= 599 ? number : null;
}

/**
 * Status code of an error for the error page (docs/product/failures-and-limits.md):
 * `statusCode`, then `status`, then `response.status`, then 500.
 */
export function statusCodeOf(error: unknown): number {
  if (typeof error !== "object" || error === null) return 500;
  const candidate = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
  for (const value of [candidate.statusCode, candidate.status, candidate.response?.status]) {
    const status = httpStatus(value);
    if (status !== null) return status;
  }
  return 500;
}
