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
import { applyFieldIssues, TextField } from '#src/components/ui/form-field';

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
  const { errors, isSubmitting } = form.formState;

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

  return (
    <form
      noValidate
      aria-label={t('reset.label')}
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
        id={`${id}-password`}
        label={t('form.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        error={errors.password?.message}
        registration={form.register('password')}
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
      <button type="submit" className="btn-primary w-full" aria-disabled={isSubmitting}>
        {isSubmitting ? t('reset.resetting') : t('reset.submit')}
      </button>
      <p className="text-center text-sm">
        <Link to={paths.login} className="font-medium text-saffron-800 underline">
          Back to Login
        </Link>
      </p>
    </form>
  );
}
