import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { translateMessage } from '#src/i18n/messages';

const inputClass =
  'mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-stone-900 focus:border-leaf-700 focus:outline-none focus:ring-2 focus:ring-leaf-600 aria-[invalid=true]:border-red-700';

type FieldFrameProps = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children: (describedBy: string | undefined) => ReactNode;
};

/** A label, the control, an optional hint and the field's error, tied together for screen readers. */
function FieldFrame({ id, label, error, hint, required, children }: FieldFrameProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-800">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children(describedBy || undefined)}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {translateMessage(error)}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  required?: boolean;
  type?: 'text' | 'email' | 'password';
  inputMode?: 'numeric' | 'email' | 'tel';
  autoComplete: string;
};

/** The site's labelled text input for react-hook-form, with its hint and error announced. */
export function TextField({
  registration,
  type = 'text',
  inputMode,
  autoComplete,
  ...frame
}: TextFieldProps) {
  return (
    <FieldFrame {...frame}>
      {(describedBy) => (
        <input
          id={frame.id}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          aria-required={frame.required ? true : undefined}
          aria-invalid={frame.error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass}
          {...registration}
        />
      )}
    </FieldFrame>
  );
}

type SelectFieldProps<Option extends string> = {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  options: readonly Option[];
  /** What an option shows, when not its value (the value is what the form submits). */
  optionLabel?: (option: Option) => string;
  placeholder: string;
  error?: string;
  autoComplete: string;
};

export function SelectField<Option extends string>({
  registration,
  options,
  optionLabel,
  placeholder,
  autoComplete,
  ...frame
}: SelectFieldProps<Option>) {
  return (
    <FieldFrame {...frame}>
      {(describedBy) => (
        <select
          id={frame.id}
          autoComplete={autoComplete}
          aria-invalid={frame.error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass}
          {...registration}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel ? optionLabel(option) : option}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** The server's field issues (`VALIDATION_FAILED`) shown under the fields they name. */
export function applyFieldIssues<T extends string>(
  issues: readonly { field: string; message: string }[],
  fields: readonly T[],
  setError: (field: T, error: { type: string; message: string }) => void,
): boolean {
  let applied = false;
  for (const issue of issues) {
    const field = fields.find((name) => name === issue.field);
    if (!field) continue;
    setError(field, { type: 'server', message: issue.message });
    applied = true;
  }
  return applied;
}
