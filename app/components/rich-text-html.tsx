import { sanitizeUrl } from "@braintree/sanitize-url";
import { StoryblokRichText, type SbReactRichTextComponentMap } from "@storyblok/react";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { resolveLink } from "~/domain/links";
import type { Language } from "~/i18n/languages";

interface LinkMarkProps {
  attrs?: { href?: string; linktype?: "story" | "url" | "email" | "asset"; anchor?: string; target?: string; story?: { full_slug: string } };
  children?: ReactNode;
}

function ImageNode({ attrs }: { attrs?: { src?: string; alt?: string; title?: string } }) {
  const src = attrs?.src ? sanitizeUrl(attrs.src) : "";
  if (!src || src === "about:blank") return null;
  return <img src={src} alt={attrs?.alt ?? ""} title={attrs?.title} loading="lazy" />;
}

/** Nodes whose default rendering could inject markup or scripts are replaced here. */
function componentsFor(lang: Language): SbReactRichTextComponentMap {
  function LinkMark({ attrs, children }: LinkMarkProps) {
    const link = resolveLink(
      { linktype: attrs?.linktype ?? "url", url: attrs?.href, cached_url: attrs?.href, anchor: attrs?.anchor, story: attrs?.story },
      lang,
    );
    if (!link) return <>{children}</>;
    const newTab = attrs?.target === "_blank";
    return (
      <a href={link.href} {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
        {children}
      </a>
    );
  }
  return {
    link: LinkMark,
    image: ImageNode,
    // Nested bloks inside rich text are not rendered in this release.
    blok: () => null,
  } as unknown as SbReactRichTextComponentMap;
}

/**
 * A Storyblok rich text document as HTML, rendered once where the story is validated (the
 * server; the visual editor's live preview) with `@storyblok/react`'s renderer through React,
 * so text is escaped, link and image URLs are sanitised (`@braintree/sanitize-url`) and story
 * links localised. Browsers receive the HTML and download no rich-text renderer (issue 15).
 * A document the renderer cannot handle gives "" (the field shows nothing).
 */
export function richTextHtml(document: unknown, lang: Language): string {
  if (!document || typeof document !== "object") return "";
  try {
    return renderToStaticMarkup(<StoryblokRichText document={document as never} components={componentsFor(lang)} wrapper={false} />);
  } catch {
    return "";
  }
}
