import { z } from "zod";

/** `order_tracker` has no fields of its own: the order comes from `?PSubscriptionID=`. */
export const schema = z.object({}).passthrough();
