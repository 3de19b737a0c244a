import { createContext, useContext } from "react";

/**
 * What a form tells the field bloks nested in it (`phone_input`, `timeslot_picker` inside a
 * `registration_form`): the values to show again and the errors per field name. Outside a
 * form both are empty, so a field blok also works on its own.
 */
export interface FormStateValue {
  values: Readonly<Record<string, string | undefined>>;
  errors: Readonly<Record<string, string[] | undefined>>;
}

export const FormStateContext = createContext<FormStateValue>({ values: {}, errors: {} });

export function useFormState(): FormStateValue {
  return useContext(FormStateContext);
}
