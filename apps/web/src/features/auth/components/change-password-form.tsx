import { useTranslation } from 'react-i18next';
import { translateMessage } from '#src/i18n/messages';
import { MIN_PASSWORD_LENGTH } from '@bulk/domain/auth';
import { formResolver } from '#src/components/ui/form-resolver';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '#src/components/ui/toast/toast-store';
import { ApiRequestError, errorMessage } from '#src/lib/api-client';
import { changePassword } from '../api/auth-api';
import { changePasswordFormSchema, type ChangePasswordFormValues } from '../form-schemas';
import { useAuth } from '../use-auth';
import { applyFieldIssues, TextField } from '#src/components/ui/form-field';

const emptyForm: ChangePasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Changes the signed-in user's password; the server ends their other sessions and keeps this one. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const id = useId();
  const { refresh } = useAuth();
  const form = useForm<ChangePasswordFormValues>({
    resolver: formResolver(changePasswordFormSchema),
    defaultValues: emptyForm,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;

  async function onValid(values: ChangePasswordFormValues) {
    try {
      const { message } = await changePassword(values.currentPassword, values.newPassword);
      form.reset(emptyForm);
      toast({ title: t('toast.passwordChanged'), description: translateMessage(message) });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) {
        // The session itself ended: the check signs the browser out and the page moves to login.
        void refresh();
        return;
      }
      const shown =
        error instanceof ApiRequestError &&
        applyFieldIssues(error.issues, ['currentPassword', 'newPassword'] as const, form.setError);
      if (!shown)
        toast({ title: t('toast.error'), description: errorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <form
      noValidate
      aria-label={t('changePassword.label')}
      onSubmit={(event) => {
        if (isSubmitting) {
          event.preventDefault();
          return;
        }
        void form.handleSubmit(onValid)(event);
      }}
      className="max-w-md space-y-4"
    >
      <TextField
        id={`${id}-current`}
        label={t('form.currentPassword')}
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword?.message}
        registration={form.register('currentPassword')}
      />
      <TextField
        id={`${id}-new`}
        label={t('form.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        hint={t('form.passwordHint', { min: MIN_PASSWORD_LENGTH })}
        error={errors.newPassword?.message}
        registration={form.register('newPassword')}
      />
      <TextField
        id={`${id}-confirm`}
        label={t('form.confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        registration={form.register('confirmPassword')}
      />
      <button type="submit" className="btn-primary" aria-disabled={isSubmitting}>
        {isSubmitting ? t('changePassword.changing') : t('changePassword.submit')}
      </button>
    </form>
  );
}
