import { z } from "zod";
import { option, richtext } from "../../block-kit/schema";

/** `rich_text` fields: the Storyblok rich text document and its width. */
export const schema = z.object({ text: richtext, width: option(["narrow", "wide"], "narrow") }).passthrough();
