import { z } from "zod";

/** A boolean switch: `true` or `1` turn it on; `false`, `0`, empty or unset leave it off. */
export const flag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

export const url = z.string().url();

/** `host` or `host:port`, no scheme and no path. */
export const HOST_AND_PORT = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i;

/** A host name, no port. */
export const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;
