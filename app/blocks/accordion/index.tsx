import { z } from "zod";
import { defineBlock } from "../types";
import { bloks, optionalText, richtext, text } from "../schema";
import { BlokList, blockProps } from "../BlokView";
import { RichText } from "~/components/RichText";

/** `accordion`: a list of `accordion_item`s; native `<details>`, so keyboard and screen readers work without JavaScript. */
export const accordion = defineBlock(
  z.object({ title: optionalText, items: bloks }).passthrough(),
  function Accordion({ blok }) {
    return (
      <div {...blockProps(blok)} className="mx-auto max-w-3xl">
        {blok.title && <h2 className="mb-6 text-2xl font-bold tracking-tight">{blok.title}</h2>}
        <div className="divide-y divide-ink-100 rounded-2xl border border-ink-100 bg-white text-ink-900">
          <BlokList bloks={blok.items} />
        </div>
      </div>
    );
  },
);

/** `accordion_item`: one question and its answer. */
export const accordion_item = defineBlock(
  z.object({ title: text, content: richtext }).passthrough(),
  function AccordionItem({ blok }) {
    return (
      <details {...blockProps(blok)} className="group px-5 py-1">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-3 text-lg font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
          {blok.title}
          <span aria-hidden="true" className="text-2xl text-brand-600 transition group-open:rotate-45">
            +
          </span>
        </summary>
        <RichText document={blok.content} className="prose-content pb-4 text-ink-700" />
      </details>
    );
  },
);
