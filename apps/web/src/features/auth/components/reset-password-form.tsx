import { useTranslation } from 'react-i18next';
import { formMessage, translateMessage } from '#src/i18n/messages';
import { resetPasswordRequestSchema } from '@bulk/domain/auth';
import { formResolver } from '#src/components/ui/form-resolver';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from '#src/components/ui/toast/toast-store';
import { paths } from '#src/config/paths';
import { ApiRequestError, errorMessage } from '#src/lib/api-client';
import { resetPassword } from '../api/auth-api';
import { resetPasswordFormSchema, type ResetPasswordFormValues } from '../form-schemas';
import { fieldBinder, submitUnlessBusy } from '#src/components/ui/form-binding';
import { applyFieldIssues } from '#src/components/ui/form-field';
import { NewPasswordFields } from '#src/components/ui/new-password-fields';
import { PasswordPageForm } from './password-page-form';

const INVALID_RESET_LINK_MESSAGE = formMessage('validation.resetLinkInvalid');

function InvalidLink({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="max-w-md space-y-3 rounded-xl border border-red-300 bg-red-50 p-5">
      <p className="font-medium text-red-900">{translateMessage(message)}</p>
      <p>
        <Link to={paths.forgotPassword} className="font-medium text-saffron-800 underline">
          {t('reset.requestNew')}
        </Link>
      </p>
    </div>
  );
}

/** The page a password reset email links to: a new password twice, then back to login. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  // A token that cannot be one (wrong length) is refused without asking the server.
  const [linkProblem, setLinkProblem] = useState<string | null>(() =>
    resetPasswordRequestSchema.shape.token.safeParse(token).success ? null : INVALID_RESET_LINK_MESSAGE,
  );
  const form = useForm<ResetPasswordFormValues>({
    resolver: formResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const { isSubmitting } = form.formState;

  async function onValid(values: ResetPasswordFormValues) {
    try {
      const { message } = await resetPassword(token, values.password);
      toast({ title: t('toast.passwordResetSuccessful'), description: translateMessage(message) });
      void navigate(paths.login, { replace: true });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 400) {
        if (applyFieldIssues(error.issues, ['password'] as const, form.setError)) return;
        setLinkProblem(error.message || INVALID_RESET_LINK_MESSAGE);
        return;
      }
      toast({ title: t('toast.error'), description: errorMessage(error), variant: 'destructive' });
    }
  }

  if (linkProblem) return <InvalidLink message={linkProblem} />;

  const bind = fieldBinder(form, id);

  return (
    <PasswordPageForm
      label={t('reset.label')}
      onSubmit={submitUnlessBusy(isSubmitting, form.handleSubmit(onValid))}
      busy={isSubmitting}
      submitText={t('reset.submit')}
      busyText={t('reset.resetting')}
    >
      <NewPasswordFields
        replacing
        withHint={false}
        password={bind('password')}
        confirmPassword={bind('confirmPassword', 'confirm')}
      />
    </PasswordPageForm>
  );
}
