import type { PhoneCheck } from "~/domain/forms/phone-fields";

let loaded: PhoneCheck | null = null;
let loading: Promise<void> | null = null;

/**
 * Starts downloading the phone check (libphonenumber-js and its metadata, ~29 KB gzipped)
 * when a visitor reaches a phone field, instead of with the page.
 */
export function loadPhoneCheck(): Promise<void> {
  loading ??= import("~/domain/forms/phone").then(
    (module) => {
      loaded = module.parsePhone;
    },
    () => {
      loading = null; // offline or a failed chunk: try again on the next focus
    },
  );
  return loading ?? Promise.resolve();
}

/**
 * The browser's phone check for the forms' zod rules: libphonenumber-js once {@link loadPhoneCheck} has
 * loaded it; until then every number passes here and the server's check (always the full
 * one, `domain/forms/phone.ts`) answers at the field after posting.
 */
export const browserPhoneCheck: PhoneCheck = (number, country) => (loaded ? loaded(number, country) : { ok: true, e164: number, country: null });

/**
 * A form's rules module loaded together with the phone check: `lazyValidation(withPhoneCheck(() => import("./validate")))`.
 * Should the phone check fail to load, the rules still come and every number passes in the
 * browser; the server's full check answers at the field after posting.
 */
export function withPhoneCheck<M>(load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([load(), loadPhoneCheck()]).then(([rules]) => rules);
}
