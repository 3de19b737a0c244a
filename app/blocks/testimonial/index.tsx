import { useTranslation } from "~/i18n/react";
import { Image } from "~/components/Image";
import { blockProps } from "../../block-kit/block-props";
import type { BlockViewProps } from "../../block-kit/types";
import type { schema } from "./schema";

/** Renders one `<figure>` and nothing interactive: sent as static HTML (docs/decisions/0019). */
export const staticTag = "figure";

/** `testimonial`: a member's quote with name, role, optional avatar and 1–5 star rating. */
export default function Testimonial({ blok }: BlockViewProps<typeof schema>) {
  const { t } = useTranslation();
  return (
    <figure {...blockProps(blok)} className="flex h-full flex-col rounded-2xl bg-white p-6 text-ink-900 shadow-sm ring-1 ring-ink-100">
      {blok.rating && (
        <p className="mb-3 text-amber-700">
          <span className="sr-only">{t("testimonial.rating", { rating: blok.rating })}</span>
          <span aria-hidden="true">
            {"★".repeat(blok.rating)}
            {"☆".repeat(5 - blok.rating)}
          </span>
        </p>
      )}
      <blockquote className="flex-1 text-lg leading-relaxed">
        <p>“{blok.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        {blok.avatar?.filename && (
          <Image
            filename={blok.avatar.filename}
            alt=""
            width={48}
            aspect={1}
            focus={blok.avatar.focus}
            sizes="48px"
            className="h-12 w-12 rounded-full object-cover"
          />
        )}
        <span>
          <span className="block font-semibold">{blok.name}</span>
          {blok.role && <span className="block text-sm text-ink-600">{blok.role}</span>}
        </span>
      </figcaption>
    </figure>
  );
}

/** Interface-string groups this view and the components it renders translate from. */
export const strings = ["testimonial"];
