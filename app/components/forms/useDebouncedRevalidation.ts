import { useRef, type FocusEvent, type FormEvent } from "react";
import { useDebouncedInput } from "~/components/useDebouncedInput";

const nameOf = (target: EventTarget | null): string | null =>
  target instanceof Element && typeof (target as HTMLInputElement).name === "string" && (target as HTMLInputElement).name !== ""
    ? (target as HTMLInputElement).name
    : null;

/**
 * The 600 ms input debounce (docs/product/failures-and-limits.md#timing-rules-in-the-browser), applied to a form's checks while typing:
 * a field that was left once (or shows an error) is checked again 600 ms after the visitor's
 * last keystroke in it, not on every keystroke — so "invalid e-mail" does not flash while an
 * address is half typed. Used by `useCheckedForm` (which checks a field when it is left):
 * call the returned `onBlur` and `onInput` from the `<Form>`'s handlers (they bubble).
 * `validate(name)` is the form's check of one field.
 */
export function useDebouncedRevalidation(validate: (name: string) => void) {
  const left = useRef(new Set<string>());
  const revalidate = useDebouncedInput(validate);
  return {
    onBlur: (event: FocusEvent<HTMLFormElement>) => {
      const name = nameOf(event.target);
      if (name) left.current.add(name);
    },
    onInput: (event: FormEvent<HTMLFormElement>) => {
      const name = nameOf(event.target);
      if (!name) return;
      if (left.current.has(name) || (event.target as Element).getAttribute("aria-invalid") === "true") revalidate(name);
    },
  };
}
