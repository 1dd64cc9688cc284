import type { FormEvent } from 'react';
import {
  get,
  type FieldError,
  type FieldPath,
  type FieldValues,
  type FormState,
  type UseFormRegister,
  type UseFormRegisterReturn,
} from 'react-hook-form';

/** What a form-kit field takes from its react-hook-form form: the control's id, its error and its registration. */
export type BoundField = { id: string; error: string | undefined; registration: UseFormRegisterReturn };

/**
 * Binds the kit's fields to a form, so a field reads `<TextField {...bind('email')} label={…} />`. Ids are
 * `${idPrefix}-${name}`, or `${idPrefix}-${idSuffix}` where a page's ids differ from its field names.
 */
export function fieldBinder<Values extends FieldValues>(
  form: { register: UseFormRegister<Values>; formState: FormState<Values> },
  idPrefix: string,
) {
  // Read while rendering, so react-hook-form renders the form again when an error comes or goes.
  const { errors } = form.formState;
  return (name: FieldPath<Values>, idSuffix: string = name): BoundField => ({
    id: `${idPrefix}-${idSuffix}`,
    error: get<typeof errors, FieldError | undefined>(errors, name)?.message,
    registration: form.register(name),
  });
}

/**
 * A form's submit handler that starts `submit` unless the form is `busy`. The submit button is only
 * aria-disabled (it stays focusable and announced), so a press while busy must be refused here.
 */
export function submitUnlessBusy(
  busy: boolean,
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>,
): (event: FormEvent<HTMLFormElement>) => void {
  return (event) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    void submit(event);
  };
}
