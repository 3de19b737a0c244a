import { z } from "zod";
import { multilink, option, text } from "../../block-kit/schema";

/** `button` fields: label, link and visual variant. */
export const schema = z
  .object({
    label: text,
    link: multilink,
    variant: option(["primary", "secondary", "ghost"], "primary"),
  })
  .passthrough();
