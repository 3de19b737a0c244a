/**
 * The mark of a limited form posted as a plain HTML form: the form's action URL carries
 * `?form=<name>` (`affiliate`, `registration`), so the front door tells such a post, and the limit it
 * spends, from its URL alone, without reading the body (Remix's to read) or the page's story
 * (the CMS's).
 */
export const LIMITED_FORMS = ["affiliate", "registration"] as const;

/** A form whose plain-HTML posts are limited at the front door; also the name of the limit they spend. */
export type LimitedForm = (typeof LIMITED_FORMS)[number];

const MARK = "form";

/** `action` (a path with an optional query) with `form`'s mark added; the query's other parameters are kept. */
export function markFormPost(action: string, form: LimitedForm): string {
  const at = action.indexOf("?");
  const params = new URLSearchParams(at === -1 ? "" : action.slice(at + 1));
  params.set(MARK, form);
  return `${at === -1 ? action : action.slice(0, at)}?${params.toString()}`;
}

/** The limited form `search` (a URL's query, with or without its `?`) is marked as, or null. */
export function markedForm(search: string): LimitedForm | null {
  const values = new URLSearchParams(search).getAll(MARK);
  return LIMITED_FORMS.find((form) => values.includes(form)) ?? null;
}
