import { z } from "zod";
import { ATTENDEE_STATUSES } from "./attendee-status";

/**
 * Bodies of the attendee API routes, parsed from raw text (never throws):
 * - `POST /api/attendee/update_status` (SPEC §7): `{ attendee: { uuid, status } }`, the uuid
 *   in RFC 4122 form, the status one of {@link ATTENDEE_STATUSES};
 * - `POST /api/attendee/progress` (the player): `{ assetId, currentTime, totalTime }`, times in
 *   seconds (0 … 24 h), `currentTime` at most `totalTime` + 1 s.
 * Failures carry a reason for the 400 answer ("attendee.status: …").
 */
export const MAX_BODY_BYTES = 2_048;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_SECONDS = 86_400;

const statusField = z.enum(ATTENDEE_STATUSES, { errorMap: () => ({ message: `must be one of ${ATTENDEE_STATUSES.join(", ")}` }) });

export const statusBodySchema = z
  .object({
    attendee: z
      .object(
        { uuid: z.string({ required_error: "is required" }).regex(UUID, "must be an attendee uuid"), status: statusField },
        { required_error: "is required", invalid_type_error: "must be an object { uuid, status }" },
      )
      .strict(),
  })
  .strict();

const seconds = z.number({ required_error: "is required", invalid_type_error: "must be a number of seconds" }).finite().min(0, "must be 0 or more").max(DAY_SECONDS, "must be at most a day");

export const progressBodySchema = z
  .object({
    assetId: z.string({ required_error: "is required" }).trim().min(1, "is required").max(200, "is too long"),
    currentTime: seconds,
    totalTime: seconds,
  })
  .strict()
  .refine((body) => body.currentTime <= body.totalTime + 1, { path: ["currentTime"], message: "is past the end of the video" });

export type ParseResult<T> = { ok: true; value: T } | { ok: false; reason: string };

/** Parses a JSON body (at most {@link MAX_BODY_BYTES}) with a schema; the reason names each failing field. */
export function parseJsonBody<S extends z.ZodTypeAny>(text: string, schema: S): ParseResult<z.infer<S>> {
  if (new TextEncoder().encode(text).length > MAX_BODY_BYTES) return { ok: false, reason: `The body is larger than ${MAX_BODY_BYTES} bytes.` };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: "The body is not valid JSON." };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data as z.infer<S> };
  return { ok: false, reason: parsed.error.issues.map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`).join("; ") };
}
