import { z } from "zod";
import { ATTENDEE_STATUSES } from "./attendee-status";

/**
 * Bodies of the attendee API routes (pure validation; the routes read and parse the body
 * with `~/http/body.server`, 413 over {@link MAX_BODY_BYTES}):
 * - `POST /api/attendee/update_status` (docs/product/webinars.md): `{ attendee: { uuid, status } }`, the uuid
 *   in RFC 4122 form, the status one of {@link ATTENDEE_STATUSES};
 * - `POST /api/attendee/progress` (the player): `{ assetId, currentTime, totalTime }`, times in
 *   seconds (0 … 24 h), `currentTime` at most `totalTime` + 1 s.
 * Each problem names its field for the 400 answer ("attendee.status: …").
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

const seconds = z
  .number({ required_error: "is required", invalid_type_error: "must be a number of seconds" })
  .finite()
  .min(0, "must be 0 or more")
  .max(DAY_SECONDS, "must be at most a day");

export const progressBodySchema = z
  .object({
    assetId: z.string({ required_error: "is required" }).trim().min(1, "is required").max(200, "is too long"),
    currentTime: seconds,
    totalTime: seconds,
  })
  .strict()
  .refine((body) => body.currentTime <= body.totalTime + 1, { path: ["currentTime"], message: "is past the end of the video" });
