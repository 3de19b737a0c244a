import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { Image } from "~/components/Image";
import { blockProps } from "../../block-kit/block-props";
import type { BlockViewProps } from "../../block-kit/types";
import type { schema } from "./schema";

/**
 * `youtube`: a privacy-friendly embed. Nothing is loaded from YouTube until the visitor
 * presses play; then the player comes from youtube-nocookie.com. Without JavaScript the
 * play control is a plain link to the video.
 */
export default function YouTube({ blok }: BlockViewProps<typeof schema>) {
  const [playing, setPlaying] = useState(false);
  const { t } = useTranslation();
  const watchUrl = `https://www.youtube.com/watch?v=${blok.video_id}`;
  return (
    <figure {...blockProps(blok)} className="mx-auto max-w-4xl">
      <div className="relative aspect-video overflow-hidden rounded-2xl bg-ink-900 shadow-lg">
        {playing ? (
          <iframe
            className="absolute inset-0 h-full w-full"
            src={`https://www.youtube-nocookie.com/embed/${blok.video_id}?autoplay=1`}
            title={blok.title}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
          />
        ) : (
          <>
            {blok.poster?.filename ? (
              <Image
                filename={blok.poster.filename}
                alt=""
                width={896}
                aspect={16 / 9}
                focus={blok.poster.focus}
                sizes="(min-width: 1024px) 896px, 100vw"
                className="absolute inset-0 h-full w-full object-cover opacity-80"
              />
            ) : (
              <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-br from-brand-700 to-ink-900" />
            )}
            <a
              href={watchUrl}
              onClick={(event) => {
                event.preventDefault();
                setPlaying(true);
              }}
              className="absolute inset-0 flex flex-col items-center justify-center gap-4 text-white focus-visible:outline focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-amber-300"
            >
              <span className="flex h-20 w-20 items-center justify-center rounded-full bg-white/90 text-brand-700 shadow-xl">
                <svg aria-hidden="true" viewBox="0 0 24 24" className="ms-1 h-9 w-9 fill-current">
                  <path d="M8 5v14l11-7z" />
                </svg>
              </span>
              <span className="px-4 text-center text-lg font-semibold drop-shadow">{t("video.play", { title: blok.title })}</span>
            </a>
          </>
        )}
      </div>
      <figcaption className="mt-3 text-center text-sm text-ink-600">{t("video.privacyNote")}</figcaption>
    </figure>
  );
}

/** Interface-string groups this view and the components it renders translate from. */
export const strings = ["video"];
