import { useEffect, useRef, useState, type FocusEvent, type FormEvent, type MouseEvent } from "react";
import type { FieldErrors, LazyValidation } from "./lazy-validation";
import { useDebouncedRevalidation } from "./useDebouncedRevalidation";

/** What a form's action answered (conform's `SubmissionResult` fits): the values and errors. */
export interface ServerResult {
  initialValue?: Record<string, unknown> | null;
  error?: Record<string, string[] | null> | null;
}

interface CheckState {
  /** The answer this state was made from, and its errors. */
  result: ServerResult | undefined;
  server: FieldErrors;
  /** The browser's findings for the fields checked since the answer. */
  found: FieldErrors;
  /** Fields checked since the answer: only their findings show. */
  checked: ReadonlySet<string>;
}

function fromResult(result: ServerResult | undefined): CheckState {
  const server: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(result?.error ?? {})) if (messages?.length) server[name] = messages;
  // As after a post: every field sent (and every field with an error) counts as checked.
  return { result, server, found: {}, checked: new Set([...Object.keys(result?.initialValue ?? {}), ...Object.keys(server)]) };
}

/**
 * What shows: the browser's findings for checked fields; the server's errors (which may say
 * more than the browser's rules: a refused website, a full webinar) for fields not edited since.
 */
function shown(state: CheckState, edited: ReadonlySet<string>): FieldErrors {
  const errors: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(state.found)) if (state.checked.has(name)) errors[name] = messages;
  for (const [name, messages] of Object.entries(state.server)) if (!edited.has(name)) errors[name] = messages;
  return errors;
}

const fieldName = (target: EventTarget | null): string =>
  target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement ? target.name : "";

/** Whether `target` is (in) a submit button of `form` (a `<button>` without a type submits). */
function onSubmitButton(form: HTMLFormElement, target: EventTarget | null): boolean {
  const control = target instanceof Element ? target.closest("button, input") : null;
  return (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) && control.type === "submit" && control.form === form;
}

function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors): void {
  for (const element of Array.from(form?.elements ?? [])) {
    const name = fieldName(element);
    if (name && errors[name]?.length && element instanceof HTMLElement) {
      element.focus();
      return;
    }
  }
}

/** Props for the `<Form>` of a {@link useCheckedForm}. */
export interface CheckedFormProps {
  id: string;
  noValidate: true;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onBlur: (event: FocusEvent<HTMLFormElement>) => void;
  onInput: (event: FormEvent<HTMLFormElement>) => void;
  onFocus: () => void;
  onPointerDown: () => void;
  onKeyDown: () => void;
  onMouseDown: (event: MouseEvent<HTMLFormElement>) => void;
}

export interface CheckedForm {
  /** Spread on the `<Form>`. */
  props: CheckedFormProps;
  /** The errors to show, per field name (`""` = the form as a whole). */
  errors: FieldErrors;
  /** The value a field had in the last answer (to show again), if any. */
  initialValue(name: string): string | undefined;
}

/**
 * A server-validated form, checked in the browser too (what conform's `useForm` did here, in
 * ~1 KB instead of conform's ~10 KB on the first visit). The form renders as plain
 * HTML that posts to its page; `result` (the action's answer) gives the values to show again
 * and the errors at their fields. The browser's rules (`validation`, zod) download on the
 * form's first focus, pointer down or key press (or when it hydrates with the focus inside);
 * from then on a field is checked when it is left (again when the rules arrive, if they were
 * not there yet), again 600 ms after the last keystroke once it was left or shows an error (docs/product/failures-and-limits.md,
 * `useDebouncedRevalidation`), and the whole form before it posts: errors keep it from posting
 * and focus the first field with one. Until the rules have arrived the form posts and the
 * server answers. A new answer replaces what the browser found; its first error is focused.
 * Pressing a submit button leaves the focus in the field: leaving the field would check it and
 * show its error, which moves the button from under the pointer before the press ends, and
 * the click (the submit) would be lost.
 * Nothing here is controlled: what was typed stays in the inputs.
 */
export function useCheckedForm({ id, result, validation }: { id: string; result: ServerResult | undefined; validation: LazyValidation }): CheckedForm {
  const [state, setState] = useState(() => fromResult(result));
  // Fields typed in since the answer, and since they were last checked (no render per keystroke).
  const editedSinceAnswer = useRef(new Set<string>());
  const editedSinceCheck = useRef(new Set<string>());
  let current = state;
  if (state.result !== result) {
    // A new answer from the server replaces the browser's findings (set while rendering, so
    // the answer's errors show in the same render as its values).
    current = fromResult(result);
    setState(current);
    editedSinceAnswer.current = new Set();
    editedSinceCheck.current = new Set();
  }

  const check = (name: string, { always = true } = {}) => {
    if (!always && state.checked.has(name) && !editedSinceCheck.current.has(name)) return; // left again, unchanged
    editedSinceCheck.current.delete(name);
    const element = document.getElementById(id);
    const found = element instanceof HTMLFormElement ? validation.check(new FormData(element)) : null;
    // Checked before the rules arrived (a field left at once): check it when they do, unless
    // it was typed in since (its next check is then 600 ms after the last keystroke).
    if (!found && element instanceof HTMLFormElement) {
      void validation.prefetch().then(() => {
        if (!editedSinceCheck.current.has(name) && validation.check(new FormData(element))) check(name);
      });
    }
    setState((previous) => {
      if (!found && previous.checked.has(name)) return previous;
      // Without the rules (not downloaded yet) the findings stay as they are.
      return { ...previous, found: found ?? previous.found, checked: new Set(previous.checked).add(name) };
    });
  };
  const revalidate = useDebouncedRevalidation((name) => check(name));

  const answered = useRef(result);
  useEffect(() => {
    if (answered.current === result) return;
    answered.current = result;
    // Only a new answer moves the focus (not the one the page was rendered with).
    focusFirstInvalid(document.getElementById(id) as HTMLFormElement | null, fromResult(result).server);
  }, [id, result]);

  const prefetch = () => void validation.prefetch();
  // A form far down the page hydrates when the visitor reaches it (docs/decisions/0021), often
  // because they focused a field: the focus came before React did, so load the rules now.
  useEffect(() => {
    if (document.getElementById(id)?.contains(document.activeElement)) void validation.prefetch();
  }, [id, validation]);
  const props: CheckedFormProps = {
    id,
    noValidate: true,
    onSubmit: (event) => {
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      if (submitter && (submitter as HTMLButtonElement).formNoValidate) return;
      const found = validation.check(new FormData(event.currentTarget));
      if (!found) return; // the rules are not here yet: the server checks
      const checked = new Set([...Array.from(event.currentTarget.elements, fieldName).filter(Boolean), ...Object.keys(found)]);
      setState((previous) => ({ ...previous, found, checked }));
      if (Object.keys(found).length === 0) return;
      event.preventDefault();
      focusFirstInvalid(event.currentTarget, found);
    },
    onBlur: (event) => {
      revalidate.onBlur(event);
      const name = fieldName(event.target);
      if (name) check(name, { always: false });
    },
    onInput: (event) => {
      const name = fieldName(event.target);
      if (name) {
        editedSinceAnswer.current.add(name);
        editedSinceCheck.current.add(name);
      }
      revalidate.onInput(event);
    },
    onFocus: prefetch,
    onPointerDown: prefetch,
    onKeyDown: prefetch,
    onMouseDown: (event) => {
      // Taps send this too (after the touch): the focus stays, the submit checks every field.
      if (onSubmitButton(event.currentTarget, event.target)) event.preventDefault();
    },
  };

  return {
    props,
    errors: shown(current, editedSinceAnswer.current),
    initialValue: (name) => {
      const value = result?.initialValue?.[name];
      return typeof value === "string" ? value : undefined;
    },
  };
}
