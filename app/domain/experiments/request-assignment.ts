import { z } from "zod";
import { EXPERIMENTS_COOKIE, NO_ASSIGNMENT, type Assignment } from "./assignment";

const PAIR = /^([a-z0-9-]{1,64}):([a-z0-9-]{1,64})$/;

/** At most this many pairs are read: a cookie cannot make a key of unbounded length. */
const MAX_PAIRS = 8;

const cookieValue = z
  .string()
  .max(1_100)
  .transform((raw) =>
    raw
      .split("|")
      .slice(0, MAX_PAIRS)
      .flatMap((pair) => {
        const match = PAIR.exec(pair);
        return match ? [[match[1]!, match[2]!] as const] : [];
      }),
  );

/** The value of {@link EXPERIMENTS_COOKIE} in a `Cookie` header; undefined when absent. */
function cookieIn(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === EXPERIMENTS_COOKIE) return part.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * The assignment a request carries: its {@link EXPERIMENTS_COOKIE}, malformed pairs left out.
 * None under Global Privacy Control (`Sec-GPC: 1`): such visitors see every control and are
 * never counted, whatever cookie they hold.
 */
export function assignmentOf(cookieHeader: string | null | undefined, gpcHeader: string | null | undefined): Assignment {
  if (gpcHeader?.trim() === "1") return NO_ASSIGNMENT;
  const raw = cookieIn(cookieHeader);
  if (!raw) return NO_ASSIGNMENT;
  const parsed = cookieValue.safeParse(raw);
  return parsed.success && parsed.data.length > 0 ? new Map(parsed.data) : NO_ASSIGNMENT;
}
