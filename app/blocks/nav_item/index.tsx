import { AppLink } from "~/components/AppLink";
import { linkOf } from "../../block-kit/link-field";
import { blockProps } from "../../block-kit/block-props";
import type { BlockViewProps } from "../../block-kit/types";
import type { schema } from "./schema";

/** Renders one `<li>` (nothing without a link) and nothing interactive: sent as static HTML (docs/decisions/0019). */
export const staticTag = (blok: BlockViewProps<typeof schema>["blok"]) => (linkOf(blok.link) ? "li" : null);

/** `nav_item`: one navigation link (header, dropdowns, footer columns). */
export default function NavItem({ blok }: BlockViewProps<typeof schema>) {
  const link = linkOf(blok.link);
  if (!link) return null;
  return (
    <li {...blockProps(blok)}>
      <AppLink
        href={link.href}
        external={link.external}
        {...(link.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        className="block rounded-md px-2.5 py-2 font-medium hover:bg-ink-50 hover:text-brand-700"
      >
        {blok.label}
      </AppLink>
    </li>
  );
}
