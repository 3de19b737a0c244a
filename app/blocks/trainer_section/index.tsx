import { AppLink } from "~/components/AppLink";
import { buttonClasses } from "~/components/ButtonLink";
import { Image } from "~/components/Image";
import { RichText } from "~/block-kit/RichText";
import { linkOf } from "../../block-kit/link-field";
import { blockProps } from "../../block-kit/block-props";
import type { BlockViewProps } from "../../block-kit/types";
import type { schema } from "./schema";

/**
 * `trainer_section`: introduces a trainer (author) with portrait, headline, bio and a link
 * to their page. Platform data for trainers arrives with the catalogue issue; here the
 * copy comes from the CMS.
 */
/** Renders one `<div>` and nothing interactive: sent as static HTML (docs/decisions/0019). */
export const staticTag = "div";

export default function TrainerSection({ blok }: BlockViewProps<typeof schema>) {
  const link = linkOf(blok.link);
  return (
    <div {...blockProps(blok)} className="grid items-center gap-8 md:grid-cols-[2fr_3fr]">
      {blok.portrait?.filename && (
        <Image
          filename={blok.portrait.filename}
          alt={blok.portrait.alt || blok.name}
          width={560}
          aspect={4 / 5}
          focus={blok.portrait.focus}
          sizes="(min-width: 768px) 40vw, 100vw"
          className="aspect-[4/5] w-full rounded-3xl object-cover shadow-lg"
        />
      )}
      <div>
        <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">{blok.name}</h2>
        {blok.headline && <p className="mt-2 text-lg font-medium text-brand-700">{blok.headline}</p>}
        {blok.bio && <RichText document={blok.bio} className="prose-content mt-6" />}
        {link && blok.link_label && (
          <AppLink href={link.href} external={link.external} className={`${buttonClasses("secondary")} mt-8`}>
            {blok.link_label}
          </AppLink>
        )}
      </div>
    </div>
  );
}
