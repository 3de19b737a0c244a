import { useTextDirection } from "~/components/page-context";
import { blockProps } from "../../block-kit/block-props";
import type { BlockViewProps } from "../../block-kit/types";
import type { schema } from "./schema";

const SIZES = { "1": "text-4xl sm:text-5xl", "2": "text-3xl sm:text-4xl", "3": "text-2xl", "4": "text-xl" } as const;

/** Renders one `<div>` and nothing interactive: sent as static HTML (docs/decisions/0019). */
export const staticTag = "div";

/** `heading`: a heading of level 1–4 with optional eyebrow text. */
export default function Heading({ blok }: BlockViewProps<typeof schema>) {
  const Tag = `h${blok.level}` as "h1" | "h2" | "h3" | "h4";
  const dir = useTextDirection();
  return (
    <div {...blockProps(blok)} className={blok.align === "center" ? "text-center" : "text-start"}>
      {blok.eyebrow && (
        <p dir={dir(blok.eyebrow)} className="mb-2 text-sm font-semibold uppercase tracking-widest text-brand-700 in-[.dark-band]:text-amber-300">
          {blok.eyebrow}
        </p>
      )}
      <Tag dir={dir(blok.text)} className={`font-bold tracking-tight text-balance ${SIZES[blok.level]}`}>
        {blok.text}
      </Tag>
    </div>
  );
}
