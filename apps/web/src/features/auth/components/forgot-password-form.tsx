import { useTranslation } from 'react-i18next';
import { translateMessage } from '#src/i18n/messages';
import { formResolver } from '#src/components/ui/form-resolver';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '#src/components/ui/toast/toast-store';
import { ApiRequestError, errorMessage } from '#src/lib/api-client';
import { requestPasswordReset } from '../api/auth-api';
import {
  forgotPasswordFormSchema,
  type ForgotPasswordFormInput,
  type ForgotPasswordFormValues,
} from '../form-schemas';
import { fieldBinder, submitUnlessBusy } from '#src/components/ui/form-binding';
import { applyFieldIssues, TextField } from '#src/components/ui/form-field';
import { PasswordPageForm } from './password-page-form';

/** The server answers the same whether or not the account exists, so the form reveals nothing. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<ForgotPasswordFormInput, unknown, ForgotPasswordFormValues>({
    resolver: formResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });
  const { isSubmitting } = form.formState;

  async function onValid(values: ForgotPasswordFormValues) {
    try {
      const { message } = await requestPasswordReset(values.email);
      toast({ title: t('toast.resetLinkSent'), description: translateMessage(message) });
      form.reset();
    } catch (error) {
      if (error instanceof ApiRequestError) applyFieldIssues(error.issues, ['email'] as const, form.setError);
      toast({ title: t('toast.error'), description: errorMessage(error), variant: 'destructive' });
    }
  }

  const bind = fieldBinder(form, id);

  return (
    <PasswordPageForm
      label={t('forgot.label')}
      onSubmit={submitUnlessBusy(isSubmitting, form.handleSubmit(onValid))}
      busy={isSubmitting}
      submitText={t('forgot.submit')}
      busyText={t('forgot.sending')}
    >
      <TextField {...bind('email')} label={t('form.email')} type="email" autoComplete="email" required />
    </PasswordPageForm>
  );
}
