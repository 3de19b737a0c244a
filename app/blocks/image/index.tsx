import { z } from "zod";
import { defineBlock } from "../types";
import { optionalText, requiredAsset } from "../schema";
import { blockProps } from "../BlokView";
import { Image } from "~/components/Image";

/** `image`: one image through the image service; `priority` for images above the fold. */
export const image = defineBlock(
  z
    .object({
      image: requiredAsset,
      caption: optionalText,
      priority: z.boolean().optional().default(false),
    })
    .passthrough(),
  function ImageBlock({ blok }) {
    return (
      <figure {...blockProps(blok)} className="mx-auto max-w-4xl">
        <Image
          filename={blok.image.filename ?? ""}
          alt={blok.image.alt ?? ""}
          width={1200}
          priority={blok.priority}
          sizes="(min-width: 1024px) 896px, 100vw"
          className="h-auto w-full rounded-2xl object-cover shadow-md"
        />
        {blok.caption && <figcaption className="mt-3 text-center text-sm text-ink-600">{blok.caption}</figcaption>}
      </figure>
    );
  },
);
