import { StoryblokRichText, type SbReactRichTextComponentMap } from "@storyblok/react";
import { sanitizeUrl } from "@braintree/sanitize-url";
import type { ReactNode } from "react";
import { usePageContext } from "~/components/page-context";
import { resolveLink } from "~/domain/links";
import { AppLink } from "./AppLink";

interface LinkMarkProps {
  attrs?: { href?: string; linktype?: "story" | "url" | "email" | "asset"; anchor?: string; target?: string; story?: { full_slug: string } };
  children?: ReactNode;
}

function LinkMark({ attrs, children }: LinkMarkProps) {
  const { lang } = usePageContext();
  const link = resolveLink(
    { linktype: attrs?.linktype ?? "url", url: attrs?.href, cached_url: attrs?.href, anchor: attrs?.anchor, story: attrs?.story },
    lang,
  );
  if (!link) return <>{children}</>;
  const newTab = attrs?.target === "_blank";
  return (
    <AppLink href={link.href} external={link.external} {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {children}
    </AppLink>
  );
}

function ImageNode({ attrs }: { attrs?: { src?: string; alt?: string; title?: string } }) {
  const src = attrs?.src ? sanitizeUrl(attrs.src) : "";
  if (!src || src === "about:blank") return null;
  return <img src={src} alt={attrs?.alt ?? ""} title={attrs?.title} loading="lazy" />;
}

/** Nodes whose default rendering could inject markup or scripts are replaced here. */
const components = {
  link: LinkMark,
  image: ImageNode,
  // Nested bloks inside rich text are not rendered in this release.
  blok: () => null,
} as unknown as SbReactRichTextComponentMap;

/**
 * Renders a Storyblok rich text document with `@storyblok/react`'s renderer (React elements,
 * never raw HTML), with link and image URLs sanitised (`@braintree/sanitize-url`) and story
 * links localised.
 */
export function RichText({ document, className }: { document: unknown; className?: string }) {
  if (!document || typeof document !== "object") return null;
  return (
    <div className={className}>
      <StoryblokRichText document={document as never} components={components} wrapper={false} />
    </div>
  );
}
