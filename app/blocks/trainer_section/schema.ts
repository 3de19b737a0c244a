import { z } from "zod";
import { asset, multilink, optionalText, richtext, text } from "../../block-kit/schema";

/** `trainer_section` fields: name, optional headline, bio, portrait, link and link label. */
export const schema = z
  .object({
    name: text,
    headline: optionalText,
    bio: richtext.optional(),
    portrait: asset.optional(),
    link: multilink.optional(),
    link_label: optionalText,
  })
  .passthrough();
