import { createContext, useContext } from "react";

/**
 * Set by a form that holds field bloks (`registration_form`): the picker then posts with that
 * form, and without JavaScript its "Show times" button submits the form with this intent
 * (so the server re-renders the chosen day's times and keeps what was typed). Outside such a
 * form the picker is its own GET form (`?day=`).
 */
export interface FormHost {
  /** Value of the `intent` field that asks the form's action to re-render only. */
  showTimesIntent: string;
}

export const FormHostContext = createContext<FormHost | null>(null);

export function useFormHost(): FormHost | null {
  return useContext(FormHostContext);
}

/** Name of the submit button's field that tells a form action what was asked. */
export const INTENT_FIELD = "intent";
