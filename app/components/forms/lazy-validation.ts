/** Error messages per field name (`""` = the form as a whole); a valid form gives `{}`. */
export type FieldErrors = Readonly<Record<string, string[]>>;

/** A form's browser check: the errors of the posted values (zod and conform inside). */
export type FormCheck = (formData: FormData) => FieldErrors;

/**
 * A form's browser validation, downloaded when the form is first used rather than with the
 * page (zod, `@conform-to/zod` and the form's rules are ~20 KB gzipped that a visitor
 * who only reads the page never needs). `load` imports the module holding the check. Until it
 * has arrived, {@link LazyValidation.check} answers `null` (nothing known): the form posts and
 * the server — which always validates, with the same schema — answers the problems at their
 * fields, so nothing is lost. `prefetch` is called on the form's first focus, pointer down or
 * key press (`useCheckedForm`).
 */
export interface LazyValidation {
  prefetch(): Promise<void>;
  /** The errors of `formData`, or null while the rules are not loaded. */
  check(formData: FormData): FieldErrors | null;
}

/** Creates the lazy validation of one form module (call once per module, at its top level). */
export function lazyValidation(load: () => Promise<{ check: FormCheck }>): LazyValidation {
  let loaded: FormCheck | null = null;
  let loading: Promise<void> | null = null;
  return {
    prefetch() {
      loading ??= load().then(
        (module) => {
          loaded = module.check;
        },
        () => {
          loading = null; // offline or a failed chunk: try again on the next use
        },
      );
      return loading ?? Promise.resolve();
    },
    check: (formData) => (loaded ? loaded(formData) : null),
  };
}

/**
 * The errors of a conform submission (`parseWithZod`) as {@link FieldErrors}: for the
 * `validate.ts` modules, so that the browser reads plain records and needs no conform runtime.
 */
export function submissionErrors(submission: { status?: string; error?: Record<string, string[] | null> | null }): FieldErrors {
  if (submission.status !== "error" || !submission.error) return {};
  const errors: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(submission.error)) if (messages?.length) errors[name] = messages;
  return errors;
}
