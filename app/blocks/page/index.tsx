import { z } from "zod";
import { defineBlock } from "../types";
import { bloks, option, optionalText } from "../schema";
import { BlokList, blockProps } from "../BlokView";

/** Layouts a story may choose (SPEC §2): default, no-tailwind, static (no client JavaScript). */
export const LAYOUTS = ["default", "no-tailwind", "static"] as const;
export type Layout = (typeof LAYOUTS)[number];

/** `page`: the root blok of a story. Also carries SEO fields and page directives (SPEC §2). */
export const pageSchema = z
  .object({
    body: bloks,
    layout: option(LAYOUTS, "default"),
    seo_title: optionalText,
    seo_description: optionalText,
    page_redirect: optionalText,
  })
  .passthrough();

export const page = defineBlock(pageSchema, function Page({ blok }) {
  return (
    <div {...blockProps(blok)}>
      <BlokList bloks={blok.body} />
    </div>
  );
});
