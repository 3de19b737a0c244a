import { Image } from "~/components/Image";
import { FIGURE_IMAGE } from "../../block-kit/image-specs";
import { blockProps } from "../../block-kit/block-props";
import type { BlockViewProps } from "../../block-kit/types";
import type { schema } from "./schema";

/** Renders one `<figure>` and nothing interactive: sent as static HTML (docs/decisions/0019). */
export const staticTag = "figure";

/** `image`: one image through the image service; `priority` for images above the fold. */
export default function ImageBlock({ blok }: BlockViewProps<typeof schema>) {
  return (
    <figure {...blockProps(blok)} className="mx-auto max-w-4xl">
      <Image
        filename={blok.image.filename ?? ""}
        alt={blok.image.alt ?? ""}
        width={FIGURE_IMAGE.width}
        priority={blok.priority}
        sizes={FIGURE_IMAGE.sizes}
        className="h-auto w-full rounded-2xl object-cover shadow-md"
      />
      {blok.caption && <figcaption className="mt-3 text-center text-sm text-ink-600">{blok.caption}</figcaption>}
    </figure>
  );
}
