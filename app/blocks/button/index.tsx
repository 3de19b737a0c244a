import { ButtonLink } from "~/components/ButtonLink";
import { usePageContext } from "~/components/page-context";
import { resolveLink } from "~/domain/links";
import { blockProps } from "../block-props";
import type { BlockViewProps } from "../types";
import type { schema } from "./schema";

/** `button`: a call-to-action link (story links localised; URL and email links as they are). */
export default function Button({ blok }: BlockViewProps<typeof schema>) {
  const { lang } = usePageContext();
  const link = resolveLink(blok.link, lang);
  if (!link) return null;
  return (
    <ButtonLink href={link.href} external={link.external} variant={blok.variant} newTab={link.newTab} dataBlock={blockProps(blok)}>
      {blok.label}
    </ButtonLink>
  );
}
