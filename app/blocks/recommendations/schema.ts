import { z } from "zod";
import { multilink, optionalText } from "../../block-kit/schema";
import { countField, sitePathField } from "../../block-kit/catalogue-fields";

/**
 * `recommendations` fields: `count` quests (default 3), the meditations switch (on unless
 * switched off) and the quiz page offered to visitors (`quiz_path`, default `/assessment`).
 */
export const schema = z
  .object({
    title: optionalText,
    intro: optionalText,
    count: countField(3, 12),
    meditations: z.boolean().optional().default(true),
    quiz_path: sitePathField("/assessment"),
    /** Where a meditation card leads (the site has no meditation pages: the app's meditation library); empty: cards are not links. */
    meditation_link: multilink,
  })
  .passthrough();
