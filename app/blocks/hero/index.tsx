import type { BlockViewProps } from "../../block-kit/types";
import type { schema } from "./schema";
import { BlokList } from "../../block-kit/BlokView";
import { blockProps } from "../../block-kit/block-props";
import { Image } from "~/components/Image";
import { HERO_IMAGE } from "../../block-kit/image-specs";
import { useTextDirection } from "~/components/page-context";

/** Renders one `<section>` and nothing interactive: sent as static HTML (docs/decisions/0019). */
export const staticTag = "section";

/** `hero`: the page's opening band: headline (the page's h1), text, calls to action, image. */
export default function Hero({ blok }: BlockViewProps<typeof schema>) {
  const dark = blok.theme === "dark";
  const dir = useTextDirection();
  const imageFile = blok.image?.filename;
  return (
    <section
      {...blockProps(blok)}
      className={`relative overflow-hidden px-4 py-16 sm:px-6 md:py-24 ${dark ? "dark-band bg-ink-900 text-white" : "bg-sand-50 text-ink-900"}`}
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 md:grid-cols-2">
        <div>
          {blok.eyebrow && (
            <p dir={dir(blok.eyebrow)} className={`mb-4 text-sm font-semibold uppercase tracking-widest ${dark ? "text-amber-300" : "text-brand-700"}`}>
              {blok.eyebrow}
            </p>
          )}
          <h1 dir={dir(blok.headline)} className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {blok.headline}
          </h1>
          {blok.subheadline && (
            <p dir={dir(blok.subheadline)} className={`mt-6 max-w-xl text-lg ${dark ? "text-ink-100" : "text-ink-700"}`}>
              {blok.subheadline}
            </p>
          )}
          {blok.actions.length > 0 && (
            <div className="mt-8 flex flex-wrap gap-3">
              <BlokList bloks={blok.actions} />
            </div>
          )}
        </div>
        {imageFile && (
          <Image
            filename={imageFile}
            alt={blok.image?.alt ?? ""}
            width={HERO_IMAGE.width}
            priority
            sizes={HERO_IMAGE.sizes}
            className="h-auto w-full rounded-3xl object-cover shadow-2xl"
          />
        )}
      </div>
    </section>
  );
}
