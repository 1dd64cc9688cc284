import type { ChangeEventHandler, ReactNode, Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { translateMessage } from '#src/i18n/messages';

// The site's form kit: every field (text, textarea, select, checkbox, checkbox group, file) is drawn by
// one frame that ties its label, hint and error to the control for screen readers. Errors arrive as
// messages (a key from `formMessage`, or the server's or shared schemas' English) and are translated here.

/** Light fields sit on the page; dark ones on the footer's green; compact ones in a table row (the admin's). */
type Tone = 'light' | 'dark' | 'compact';

const tones = {
  light: {
    label: 'block text-sm font-medium text-stone-800',
    hint: 'mt-1 text-xs text-stone-600',
    error: 'mt-1 text-sm text-red-800',
    control:
      'rounded-lg border border-stone-400 bg-white px-3 py-2 text-stone-900 focus:border-leaf-700 focus:outline-none focus:ring-2 focus:ring-leaf-600 aria-[invalid=true]:border-red-700',
  },
  dark: {
    label: 'block text-sm font-medium text-leaf-50',
    hint: 'mt-1 text-xs text-leaf-100',
    error: 'mt-2 text-sm font-medium text-red-200',
    control:
      'rounded-md border border-leaf-700 bg-white px-3 py-2 text-sm text-stone-900 placeholder:text-stone-500 aria-[invalid=true]:border-red-400',
  },
  compact: {
    label: 'block text-xs font-medium text-stone-800',
    hint: 'mt-1 text-xs text-stone-600',
    error: 'mt-1 text-xs text-red-800',
    control:
      'rounded-md border border-stone-400 bg-white px-2 py-1 text-sm text-stone-900 focus:border-leaf-700 focus:outline-none focus:ring-2 focus:ring-leaf-600 aria-[invalid=true]:border-red-700',
  },
} as const satisfies Record<Tone, Record<string, string>>;

const fileControl =
  'mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-sm text-stone-900 file:me-3 file:rounded-md file:border-0 file:bg-saffron-100 file:px-3 file:py-1 file:font-semibold file:text-saffron-900 focus:outline-none focus:ring-2 focus:ring-leaf-600';

/** The uploads the server takes: PDF, JPEG or PNG. */
const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** The star after a required field's label; the forms' note says what it means. */
function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-red-800">
      {' '}
      *
    </span>
  );
}

function FieldError({ id, error, className }: { id: string; error: string | undefined; className: string }) {
  return error ? (
    <p id={id} className={className}>
      {translateMessage(error)}
    </p>
  ) : null;
}

/** What the frame gives its control: the id and the accessibility attributes that tie it to the label. */
type ControlAttributes = {
  id: string;
  'aria-required': true | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FrameProps = {
  id: string;
  label: ReactNode;
  /** The field's message: a `formMessage` key or an English message, translated when shown. */
  error?: string | undefined;
  hint?: string;
  required?: boolean;
  /** A one-field form has no note explaining the star, so it shows none (the field is still announced as required). */
  markRequired?: boolean;
  tone?: Tone;
};

/** The control's attributes from the frame's props. */
function controlAttributes({ id, error, hint, required }: FrameProps): ControlAttributes {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return {
    id,
    'aria-required': required ? true : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

/** A label, the control, an optional hint and the field's error, tied together for screen readers. */
function FieldFrame({ children, ...frame }: FrameProps & { children: ReactNode }) {
  const { id, label, error, hint, required, markRequired = true, tone = 'light' } = frame;
  const classes = tones[tone];
  return (
    <div>
      <label htmlFor={id} className={classes.label}>
        {label}
        {required && markRequired ? <RequiredMark /> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={classes.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} className={classes.error} />
    </div>
  );
}

/**
 * A control outside react-hook-form (an admin list's filter): named and read from its form when submitted,
 * or held by the page through `value` and `onChange`.
 */
type PlainBinding<Element> = {
  name?: string;
  defaultValue?: string;
  value?: string;
  onChange?: ChangeEventHandler<Element>;
};

type TextFieldProps = FrameProps & {
  registration: UseFormRegisterReturn | PlainBinding<HTMLInputElement>;
  type?: 'text' | 'email' | 'password' | 'date' | 'search';
  inputMode?: 'numeric' | 'email' | 'tel';
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  /** A button beside the input, on the same line (the footer's Subscribe). */
  action?: ReactNode;
};

/** The site's labelled text input for react-hook-form, with its hint and error announced. */
export function TextField({
  registration,
  type = 'text',
  inputMode,
  autoComplete,
  placeholder,
  maxLength,
  action,
  ...frame
}: TextFieldProps) {
  const control = tones[frame.tone ?? 'light'].control;
  const input = (
    <input
      {...controlAttributes(frame)}
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete}
      placeholder={placeholder}
      maxLength={maxLength}
      className={`${action ? 'min-w-0 flex-1 basis-48' : 'mt-1 block w-full'} ${control}`}
      {...registration}
    />
  );
  return (
    <FieldFrame {...frame}>
      {action ? (
        <div className="mt-1 flex flex-wrap gap-2">
          {input}
          {action}
        </div>
      ) : (
        input
      )}
    </FieldFrame>
  );
}

type TextareaFieldProps = FrameProps & {
  registration: UseFormRegisterReturn;
  rows?: number;
  maxLength?: number;
};

export function TextareaField({ registration, rows = 5, maxLength, ...frame }: TextareaFieldProps) {
  return (
    <FieldFrame {...frame}>
      <textarea
        {...controlAttributes(frame)}
        rows={rows}
        maxLength={maxLength}
        className={`mt-1 block w-full ${tones[frame.tone ?? 'light'].control}`}
        {...registration}
      />
    </FieldFrame>
  );
}

type SelectFieldProps<Option extends string> = FrameProps & {
  registration: UseFormRegisterReturn | PlainBinding<HTMLSelectElement>;
  options: readonly Option[];
  /** What an option shows, when not its value (the value is what the form submits). */
  optionLabel?: (option: Option) => string;
  /** The text of a first, empty option; without it the field starts on an option (a default is chosen). */
  placeholder?: string;
  autoComplete?: string;
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
      <select
        {...controlAttributes(frame)}
        autoComplete={autoComplete}
        className={`mt-1 block w-full ${tones[frame.tone ?? 'light'].control}`}
        {...registration}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel ? optionLabel(option) : option}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A file input bound by hand rather than by react-hook-form: its name, element and change handler. */
type FileBinding = {
  name: string;
  ref: Ref<HTMLInputElement>;
  onChange: ChangeEventHandler<HTMLInputElement>;
};

type FileFieldProps = FrameProps & {
  registration: UseFormRegisterReturn | FileBinding;
  accept?: string;
  multiple?: boolean;
};

/** A labelled file input, documents (PDF, JPEG or PNG) unless `accept` says otherwise. */
export function FileField({ registration, accept = DOCUMENT_ACCEPT, multiple, ...frame }: FileFieldProps) {
  return (
    <FieldFrame {...frame}>
      <input
        {...controlAttributes(frame)}
        type="file"
        accept={accept}
        multiple={multiple}
        className={fileControl}
        {...registration}
      />
    </FieldFrame>
  );
}

/** A checkbox held in the page's own state rather than by react-hook-form. */
type CheckboxBinding = { checked: boolean; onChange: ChangeEventHandler<HTMLInputElement> };

type CheckboxFieldProps = Omit<FrameProps, 'hint' | 'markRequired' | 'tone'> & {
  registration: UseFormRegisterReturn | CheckboxBinding;
};

/** A checkbox with its label beside it (a consent, the terms), its error below. */
export function CheckboxField({ registration, ...frame }: CheckboxFieldProps) {
  const { id, label, error, required } = frame;
  return (
    <div>
      <div className="flex items-start gap-2">
        <input {...controlAttributes(frame)} type="checkbox" className="mt-1 h-4 w-4" {...registration} />
        <label htmlFor={id} className="text-sm">
          {label}
          {required ? <RequiredMark /> : null}
        </label>
      </div>
      <FieldError id={`${id}-error`} error={error} className={tones.light.error} />
    </div>
  );
}

type CheckboxGroupFieldProps<Option extends string> = Omit<FrameProps, 'hint' | 'markRequired' | 'tone'> & {
  registration: UseFormRegisterReturn;
  options: readonly Option[];
};

/** Checkboxes of one field (several may be chosen), named by their legend, the error tied to the group. */
export function CheckboxGroupField<Option extends string>({
  registration,
  options,
  id,
  label,
  error,
  required,
}: CheckboxGroupFieldProps<Option>) {
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-stone-800">
        {label}
        {required ? <RequiredMark /> : null}
      </legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-3">
        {options.map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm">
            <input type="checkbox" value={option} className="h-4 w-4" {...registration} />
            {option}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} className={tones.light.error} />
    </fieldset>
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
