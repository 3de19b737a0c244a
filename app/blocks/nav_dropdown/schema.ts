import { z } from "zod";
import { bloks, text } from "../../block-kit/schema";

/** `nav_dropdown` fields: `name` (for `?dropdown=<name>`), label and its `nav_item`s. */
export const schema = z
  .object({
    name: z.string().regex(/^[a-z0-9-]+$/, "name must be lowercase letters, digits and dashes"),
    label: text,
    items: bloks,
  })
  .passthrough();

/** Query parameters this block reads: only declared parameters vary a stored page (domain/routing/page-query.ts). */
export const queryParams: readonly string[] = ["dropdown"];
