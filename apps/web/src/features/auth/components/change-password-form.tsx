import { useTranslation } from 'react-i18next';
import { translateMessage } from '#src/i18n/messages';
import { formResolver } from '#src/components/ui/form-resolver';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '#src/components/ui/toast/toast-store';
import { ApiRequestError, errorMessage } from '#src/lib/api-client';
import { changePassword } from '../api/auth-api';
import { changePasswordFormSchema, type ChangePasswordFormValues } from '../form-schemas';
import { useAuth } from '../use-auth';
import { fieldBinder, submitUnlessBusy } from '#src/components/ui/form-binding';
import { applyFieldIssues, TextField } from '#src/components/ui/form-field';
import { NewPasswordFields } from '#src/components/ui/new-password-fields';

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
  const { isSubmitting } = form.formState;

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

  const bind = fieldBinder(form, id);

  return (
    <form
      noValidate
      aria-label={t('changePassword.label')}
      onSubmit={submitUnlessBusy(isSubmitting, form.handleSubmit(onValid))}
      className="max-w-md space-y-4"
    >
      <TextField
        {...bind('currentPassword', 'current')}
        label={t('form.currentPassword')}
        type="password"
        autoComplete="current-password"
        required
      />
      <NewPasswordFields
        replacing
        password={bind('newPassword', 'new')}
        confirmPassword={bind('confirmPassword', 'confirm')}
      />
      <button type="submit" className="btn-primary" aria-disabled={isSubmitting}>
        {isSubmitting ? t('changePassword.changing') : t('changePassword.submit')}
      </button>
    </form>
  );
}
