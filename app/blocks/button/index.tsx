import { ButtonLink } from "~/components/ButtonLink";
import { linkOf } from "../../block-kit/link-field";
import { blockProps } from "../../block-kit/block-props";
import type { BlockViewProps } from "../../block-kit/types";
import type { schema } from "./schema";

/** Renders one `<a>` (nothing without a link) and nothing interactive: sent as static HTML (docs/decisions/0019). */
export const staticTag = (blok: BlockViewProps<typeof schema>["blok"]) => (linkOf(blok.link) ? "a" : null);

/** `button`: a call-to-action link (story links localised; URL and email links as they are). */
export default function Button({ blok }: BlockViewProps<typeof schema>) {
  const link = linkOf(blok.link);
  if (!link) return null;
  return (
    <ButtonLink href={link.href} external={link.external} variant={blok.variant} newTab={link.newTab} dataBlock={blockProps(blok)}>
      {blok.label}
    </ButtonLink>
  );
}
