import { useId, useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyFieldIssues } from '#src/components/ui/form-field';
import { formResolver } from '#src/components/ui/form-resolver';
import { toast } from '#src/components/ui/toast/toast-store';
import { translateMessage } from '#src/i18n/messages';
import { uploadProblem } from './file-check';
import type { RegistrationSubmission, SubmitRegistration } from './registration';

interface RegistrationFormOptions<Input extends FieldValues, Values> {
  schema: z.ZodType<Values, Input>;
  defaultValues: DefaultValues<Input>;
  /** Every field in the order of the form: server issues land on these. */
  fieldNames: readonly Path<Input>[];
  /** The file fields, checked by size and content before any payment. */
  fileFields: readonly (Path<Input> & keyof Values)[];
  /** Server field names that differ from the form's. */
  serverFieldNames?: Readonly<Record<string, Path<Input>>>;
  /** The one toast of a refused submit. */
  toastMessage: (errors: FieldErrors<Input>) => string | undefined;
  /** The save call's fields and files, and the payment's details, from valid values. */
  submission: (values: Values) => RegistrationSubmission;
  onSubmit: SubmitRegistration;
  /** The payment flow is busy. */
  processing: boolean;
}

/**
 * What the supplier and job seeker forms share: their checks (files included) run before any payment,
 * one toast for a refused submit, and the server's field issues and message shown on the form.
 */
export function useRegistrationForm<Input extends FieldValues, Values extends FieldValues>({
  schema,
  defaultValues,
  fieldNames,
  fileFields,
  serverFieldNames = {},
  toastMessage,
  submission,
  onSubmit,
  processing,
}: RegistrationFormOptions<Input, Values>) {
  const { t } = useTranslation();
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Input, unknown, Values>({
    resolver: formResolver(schema),
    defaultValues,
    mode: 'onTouched',
  });
  const busy = processing || form.formState.isSubmitting;
  const toastProblem = (message: string) =>
    toast({ title: t('toast.error'), description: translateMessage(message), variant: 'destructive' });

  async function onValid(values: Values) {
    setFormError(null);
    for (const name of fileFields) {
      const file = (values[name] as FileList | undefined)?.[0];
      const problem = file ? await uploadProblem(file) : null;
      if (problem) {
        form.setError(name, { type: 'file', message: problem });
        toastProblem(problem);
        return;
      }
    }
    const problem = await onSubmit(submission(values));
    if (problem?.issues) {
      const issues = problem.issues.map((issue) => ({
        ...issue,
        field: serverFieldNames[issue.field] ?? issue.field,
      }));
      applyFieldIssues(issues, fieldNames, form.setError);
    }
    if (problem?.message) setFormError(problem.message);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    if (busy) {
      event.preventDefault();
      return;
    }
    void form.handleSubmit(onValid, (invalid) => {
      const message = toastMessage(invalid);
      if (message) toastProblem(message);
    })(event);
  }

  return {
    form,
    errors: form.formState.errors,
    busy,
    formError,
    submit,
    field: (name: string) => `${id}-${name}`,
    id,
  };
}
