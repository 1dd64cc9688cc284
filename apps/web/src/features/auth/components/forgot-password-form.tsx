import { useTranslation } from 'react-i18next';
import { translateMessage } from '#src/i18n/messages';
import { formResolver } from '#src/components/ui/form-resolver';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from '#src/components/ui/toast/toast-store';
import { paths } from '#src/config/paths';
import { ApiRequestError, errorMessage } from '#src/lib/api-client';
import { requestPasswordReset } from '../api/auth-api';
import {
  forgotPasswordFormSchema,
  type ForgotPasswordFormInput,
  type ForgotPasswordFormValues,
} from '../form-schemas';
import { applyFieldIssues, TextField } from '#src/components/ui/form-field';

/** The server answers the same whether or not the account exists, so the form reveals nothing. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<ForgotPasswordFormInput, unknown, ForgotPasswordFormValues>({
    resolver: formResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;

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

  return (
    <form
      noValidate
      aria-label={t('forgot.label')}
      onSubmit={(event) => {
        if (isSubmitting) {
          event.preventDefault();
          return;
        }
        void form.handleSubmit(onValid)(event);
      }}
      className="max-w-md space-y-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <TextField
        id={`${id}-email`}
        label={t('form.email')}
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        registration={form.register('email')}
      />
      <button type="submit" className="btn-primary w-full" aria-disabled={isSubmitting}>
        {isSubmitting ? t('forgot.sending') : t('forgot.submit')}
      </button>
      <p className="text-center text-sm">
        <Link to={paths.login} className="font-medium text-saffron-800 underline">
          Back to Login
        </Link>
      </p>
    </form>
  );
}
