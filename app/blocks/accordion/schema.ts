import { z } from "zod";
import { bloks, optionalText } from "../../block-kit/schema";

/** `accordion` fields: optional title and its `accordion_item`s. */
export const schema = z.object({ title: optionalText, items: bloks }).passthrough();
