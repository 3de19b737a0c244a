import { z } from "zod";
import { bloks, text } from "../../block-kit/schema";

/** `footer_column` fields: title and its `nav_item` links. */
export const schema = z.object({ title: text, links: bloks }).passthrough();
