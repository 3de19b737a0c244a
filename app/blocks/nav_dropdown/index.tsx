import { useLocation } from "@remix-run/react";
import { BlokList } from "../../block-kit/BlokView";
import { blockProps } from "../../block-kit/block-props";
import type { BlockViewProps } from "../../block-kit/types";
import type { schema } from "./schema";
import { MENU_PROPS } from "~/components/menu-disclosures";

/**
 * `nav_dropdown`: a header menu. A native `<details>` disclosure, so it opens without
 * JavaScript; `?dropdown=<name>` renders it open on the server (docs/product/routes-and-languages.md).
 */
export default function NavDropdown({ blok }: BlockViewProps<typeof schema>) {
  const { search } = useLocation();
  const open = new URLSearchParams(search).get("dropdown") === blok.name;
  return (
    <li {...blockProps(blok)} className="relative">
      <details {...MENU_PROPS} open={open} className="group/dropdown">
        <summary className="flex cursor-pointer list-none items-center gap-1 rounded-md px-2.5 py-2 font-medium hover:bg-ink-50 hover:text-brand-700 [&::-webkit-details-marker]:hidden">
          {blok.label}
          <span aria-hidden="true" className="text-xs transition group-open/dropdown:rotate-180">
            ▾
          </span>
        </summary>
        <ul className="z-20 mt-1 min-w-56 space-y-1 rounded-xl bg-white p-2 shadow-xl ring-1 ring-ink-100 xl:absolute xl:start-0 xl:w-max xl:max-w-sm">
          <BlokList bloks={blok.items} />
        </ul>
      </details>
    </li>
  );
}
