import { z } from "zod";
import { defineBlock } from "../types";
import { option, text, optionalText } from "../schema";
import { blockProps } from "../BlokView";

const SIZES = { "1": "text-4xl sm:text-5xl", "2": "text-3xl sm:text-4xl", "3": "text-2xl", "4": "text-xl" } as const;

/** `heading`: a heading of level 1–4 with optional eyebrow text. */
export const heading = defineBlock(
  z
    .object({
      text,
      eyebrow: optionalText,
      level: option(["1", "2", "3", "4"], "2"),
      align: option(["start", "center"], "start"),
    })
    .passthrough(),
  function Heading({ blok }) {
    const Tag = `h${blok.level}` as "h1" | "h2" | "h3" | "h4";
    return (
      <div {...blockProps(blok)} className={blok.align === "center" ? "text-center" : "text-start"}>
        {blok.eyebrow && (
          <p className="mb-2 text-sm font-semibold uppercase tracking-widest text-brand-700 in-[.dark-band]:text-amber-300">{blok.eyebrow}</p>
        )}
        <Tag className={`font-bold tracking-tight text-balance ${SIZES[blok.level]}`}>{blok.text}</Tag>
      </div>
    );
  },
);
