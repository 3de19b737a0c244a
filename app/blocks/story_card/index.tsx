import { AppLink } from "~/components/AppLink";
import { CARD_FOCUS_RING, CARD_LINK } from "~/components/catalogue/card-focus";
import { Image } from "~/components/Image";
import { linkOf } from "../../block-kit/link-field";
import { blockProps } from "../../block-kit/block-props";
import type { BlockViewProps } from "../../block-kit/types";
import type { schema } from "./schema";

/** Renders one `<article>` and nothing interactive: sent as static HTML (docs/decisions/0019). */
export const staticTag = "article";

/** `story_card`: a teaser card (image, tag, title, text) linking to a story or URL. The whole card is one link. */
export default function StoryCard({ blok }: BlockViewProps<typeof schema>) {
  const link = linkOf(blok.link);
  return (
    <article
      {...blockProps(blok)}
      className={`group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white text-ink-900 shadow-sm ring-1 ring-ink-100 transition hover:shadow-lg ${CARD_FOCUS_RING}`}
    >
      {blok.image?.filename && (
        <Image
          filename={blok.image.filename}
          alt={blok.image.alt ?? ""}
          width={480}
          aspect={3 / 2}
          focus={blok.image.focus}
          sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
          className="aspect-[3/2] w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-3 p-6">
        {blok.tag && <p className="w-fit rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-brand-700">{blok.tag}</p>}
        <h3 className="text-xl font-bold tracking-tight">
          {link ? (
            <AppLink href={link.href} external={link.external} className={CARD_LINK}>
              {blok.title}
            </AppLink>
          ) : (
            blok.title
          )}
        </h3>
        {blok.text && <p className="text-ink-700">{blok.text}</p>}
        {link && blok.link_label && (
          <p aria-hidden="true" className="mt-auto pt-2 font-semibold text-brand-700">
            {blok.link_label} <span className="inline-block rtl:-scale-x-100">→</span>
          </p>
        )}
      </div>
    </article>
  );
}
