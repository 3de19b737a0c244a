import escapeHtml from "escape-html";

/** One choice of a select: the submitted value and the text shown. */
export interface SelectOption {
  value: string;
  label: string;
}

/**
 * The `<option>`s of an uncontrolled select as markup (values and labels escaped), `selected`
 * on the option whose value is `selected`, after an empty placeholder option when one is given.
 * Rendered through `dangerouslySetInnerHTML`, a long list (the ~250 countries of a country or
 * phone select) costs React no element to create or hydrate (blocking time of form
 * pages); the browser parses it with the page as before.
 */
export function optionsMarkup(options: readonly SelectOption[], selected?: string, placeholder?: string): { __html: string } {
  const option = (value: string, label: string) => `<option value="${escapeHtml(value)}"${value === selected ? " selected" : ""}>${escapeHtml(label)}</option>`;
  const first = placeholder === undefined ? "" : option("", placeholder);
  return { __html: first + options.map(({ value, label }) => option(value, label)).join("") };
}
