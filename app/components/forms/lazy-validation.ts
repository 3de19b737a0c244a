import { parse, type Submission } from "@conform-to/react";

/** A form's browser check: conform's submission for the posted values (zod inside). */
export type FormCheck<Output = unknown> = (formData: FormData) => Submission<Output>;

/**
 * A form's browser validation, downloaded when the form is first used rather than with the
 * page (issue 15: zod and the form's rules are ~14 KB gzipped that a visitor who only reads
 * the page never needs). `load` imports the module holding the check. Until it has arrived,
 * {@link LazyValidation.check} accepts everything: the form posts and the server — which
 * always validates, with the same schema — answers the problems at their fields, so nothing
 * is lost. `prefetch` is called on the form's first focus or pointer down, and once the
 * browser is idle after the page is interactive.
 */
export interface LazyValidation<Output> {
  prefetch(): Promise<void>;
  check: FormCheck<Output>;
}

/** Creates the lazy validation of one form module (call once per module, at its top level). */
export function lazyValidation<Output>(load: () => Promise<{ check: FormCheck<Output> }>): LazyValidation<Output> {
  let loaded: FormCheck<Output> | null = null;
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
    // The stand-in's value is the raw form values: it only lets the form post (nothing in the
    // browser reads a submission's value); the server parses them with the real schema.
    check: (formData) => (loaded ? loaded(formData) : (parse(formData, { resolve: (value) => ({ value }) }) as Submission<Output>)),
  };
}

/** Calls `prefetch` when the browser is next idle (at most 2 s later); returns a cancel function. */
export function prefetchWhenIdle(prefetch: () => unknown): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(() => void prefetch(), { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(() => void prefetch(), 200);
  return () => window.clearTimeout(handle);
}
