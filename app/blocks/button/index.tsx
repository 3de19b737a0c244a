import { z } from "zod";
import { defineBlock } from "../types";
import { multilink, option, text } from "../schema";
import { blockProps } from "../BlokView";
import { usePageContext } from "../context";
import { ButtonLink } from "~/components/ButtonLink";
import { resolveLink } from "~/domain/links";

/** `button`: a call-to-action link (story links localised; URL and email links as they are). */
export const button = defineBlock(
  z
    .object({
      label: text,
      link: multilink,
      variant: option(["primary", "secondary", "ghost"], "primary"),
    })
    .passthrough(),
  function Button({ blok }) {
    const { lang } = usePageContext();
    const link = resolveLink(blok.link, lang);
    if (!link) return null;
    return (
      <ButtonLink href={link.href} external={link.external} variant={blok.variant} newTab={blok.link.target === "_blank"} dataBlock={blockProps(blok)}>
        {blok.label}
      </ButtonLink>
    );
  },
);
