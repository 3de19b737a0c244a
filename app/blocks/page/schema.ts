import { z } from "zod";
import { asset, bloks, option, optionalText } from "../../block-kit/schema";
import { LAYOUTS } from "~/domain/routing/layout";

/** `page`: the root blok of a story. Also carries SEO fields and page directives (docs/product/page-directives-and-redirects.md). */
export const schema = z
  .object({
    body: bloks,
    layout: option(LAYOUTS, "default"),
    seo_title: optionalText,
    seo_description: optionalText,
    /** The link preview's title, text and image (Open Graph); empty = the SEO fields, then the page's hero. */
    og_title: optionalText,
    og_description: optionalText,
    og_image: asset.optional(),
    /** Keep the page out of search: `<meta name="robots" content="noindex">` and not in the sitemap. */
    noindex: z.boolean().optional().default(false),
    page_redirect: optionalText,
  })
  .passthrough();
