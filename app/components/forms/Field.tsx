import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from "react";
import { useTranslation } from "~/i18n/react";
import { MarkupSelect } from "./MarkupSelect";
import type { SelectOption } from "./options-markup";

/**
 * Form field primitives shared by every form (registration, affiliate application): a label,
 * an optional hint, the control, and its first error — linked with `aria-describedby`, marked with
 * `aria-invalid`. Error messages that are translation keys (`form.*`, from the zod schemas)
 * (and the registration form's own keys) are translated; any other text (a platform's message)
 * is shown as given.
 */

/** An error message for display: translated when it is a key of the `form` (or `registration`) strings. */
export function useErrorText(): (message: string) => string {
  const { t } = useTranslation();
  return (message) => (/^(form|registration)(\.[A-Za-z]+)+$/.test(message) ? t(message) : message);
}

/** Look of every text control, without a width (for controls sized by their row). */
export const controlClasses =
  "block rounded-xl border border-ink-200 bg-white px-4 py-3 text-base text-ink-900 shadow-sm placeholder:text-ink-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-red-600/20";

/** {@link controlClasses} at full width: the default for a field on its own row. */
export const inputClasses = `${controlClasses} w-full`;

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  errors?: string[];
  required?: boolean;
  children: (describedBy: string | undefined) => ReactNode;
}

/** Label + control + hint + errors. `children` receives the ids for `aria-describedby`. */
export function FieldFrame({ id, label, hint, errors, required, children }: FieldFrameProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const hintId = hint ? `${id}-hint` : undefined;
  const firstError = errors?.[0];
  const errorId = firstError ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-semibold text-ink-900">
        {label}
        {!required && <span className="text-sm font-normal text-ink-600"> {t("form.optional")}</span>}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-ink-600">
          {hint}
        </p>
      )}
      {children(describedBy)}
      {/* One message at a time, the first the schema found: an empty email is "required", not also "invalid". */}
      {firstError && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {errorText(firstError)}
        </p>
      )}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & { id: string; label: ReactNode; hint?: ReactNode; errors?: string[] };

/** A text-like input (`type` text, email, tel, url, number …). */
export function TextField({ id, label, hint, errors, required, className, ...input }: InputProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} errors={errors} required={required}>
      {(describedBy) => (
        <input
          {...input}
          id={id}
          required={required}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClasses} ${className ?? ""}`}
        />
      )}
    </FieldFrame>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  errors?: string[];
  options: readonly SelectOption[];
  placeholder?: string;
};

/**
 * A native select (works without JavaScript, and with every screen reader). Uncontrolled (no
 * `value`), its options are markup ({@link MarkupSelect}), so long lists hydrate for free and,
 * below the fold, are not parsed until the block hydrates; controlled, React renders them and
 * keeps the choice in step.
 */
export function SelectField({ id, label, hint, errors, required, options, placeholder, className, ...select }: SelectProps) {
  const controlled = select.value !== undefined;
  const { defaultValue, ...uncontrolled } = select;
  // HTML gives `required` a meaning only with an empty first option (the placeholder): a list
  // that always holds a choice is said to be required to assistive technology instead.
  const control = (describedBy: string | undefined) => ({
    id,
    required: required && placeholder !== undefined,
    "aria-required": required && placeholder === undefined ? true : undefined,
    "aria-invalid": errors?.length ? true : undefined,
    "aria-describedby": describedBy,
    className: `${inputClasses} ${className ?? ""}`,
  });
  return (
    <FieldFrame id={id} label={label} hint={hint} errors={errors} required={required}>
      {(describedBy) =>
        controlled ? (
          <select {...select} {...control(describedBy)}>
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ) : (
          <MarkupSelect
            {...uncontrolled}
            {...control(describedBy)}
            options={options}
            selected={defaultValue === undefined ? undefined : String(defaultValue)}
            placeholder={placeholder}
          />
        )
      }
    </FieldFrame>
  );
}
