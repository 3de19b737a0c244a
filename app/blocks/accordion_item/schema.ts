import { z } from "zod";
import { richtext, text } from "../../block-kit/schema";

/** `accordion_item` fields: the question (title) and its answer (rich text). */
export const schema = z.object({ title: text, content: richtext }).passthrough();
