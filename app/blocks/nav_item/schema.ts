import { z } from "zod";
import { multilink, text } from "../../block-kit/schema";

/** `nav_item` fields: label and link. */
export const schema = z.object({ label: text, link: multilink }).passthrough();
