import { useNavigate } from "@remix-run/react";
import type { MouseEvent } from "react";

/** A rich text field after validation: the HTML rendered from the document (`rich-text-html.tsx`). */
export interface RichTextValue {
  html?: string;
}

/**
 * Shows a rich text field's HTML, rendered and sanitised where the story was validated.
 * Clicks on links to this site navigate client-side, like the site's other links.
 */
export function RichText({ document, className }: { document: RichTextValue | undefined; className?: string }) {
  const navigate = useNavigate();
  if (!document?.html) return null;
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest("a");
    const href = anchor?.getAttribute("href");
    if (!anchor || anchor.target || anchor.hasAttribute("download") || !href?.startsWith("/") || href.startsWith("//")) return;
    event.preventDefault();
    navigate(href);
  };
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: document.html }} />;
}
