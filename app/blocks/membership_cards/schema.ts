import { z } from "zod";
import { bloks, optionalText } from "../schema";

/** `membership_cards` fields: heading copy and the `plan_card` bloks shown side by side. */
export const schema = z
  .object({
    title: optionalText,
    intro: optionalText,
    note: optionalText,
    cards: bloks,
  })
  .passthrough();
