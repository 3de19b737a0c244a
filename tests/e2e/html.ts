/**
 * The HTML a visitor sees: the document without its scripts. Loader data (and with it the
 * page's interface strings) travels in inline scripts; a text found only there is
 * not on the page.
 */
export function visibleHtml(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
}
