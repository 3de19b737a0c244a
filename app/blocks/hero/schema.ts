import { z } from "zod";
import { asset, bloks, option, optionalText, text } from "../../block-kit/schema";

/** `hero` fields: headline (the page's h1), text, calls to action, image. */
export const schema = z
  .object({
    headline: text,
    eyebrow: optionalText,
    subheadline: optionalText,
    actions: bloks,
    image: asset.optional(),
    theme: option(["light", "dark"], "dark"),
  })
  .passthrough();
