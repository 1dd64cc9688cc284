import { translateMessage } from '#src/i18n/messages';
import { Trans, useTranslation } from 'react-i18next';
import { dashboardPathForRole } from '@bulk/domain/auth';
import { formResolver } from '#src/components/ui/form-resolver';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '#src/components/ui/toast/toast-store';
import { paths } from '#src/config/paths';
import { ApiRequestError, errorMessage } from '#src/lib/api-client';
import { safeRedirectPath } from '../auth-paths';
import { loginFormSchema, type LoginFormInput, type LoginFormValues } from '../form-schemas';
import { useAuth } from '../use-auth';
import { fieldBinder, submitUnlessBusy } from '#src/components/ui/form-binding';
import { applyFieldIssues, TextField } from '#src/components/ui/form-field';
import { HeadedForm } from '#src/components/ui/headed-form';

/** Specification, section 9: the redirect follows a successful login after 1 second. */
export const LOGIN_REDIRECT_DELAY_MS = 1000;

type LoginFormProps = {
  /** Called as a login attempt starts and when it fails, so the page does not redirect mid-way. */
  onAttemptChange?: (inProgress: boolean) => void;
};

export function LoginForm({ onAttemptChange }: LoginFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const { login } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [destination, setDestination] = useState<string | null>(null);
  const form = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver: formResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });
  const busy = form.formState.isSubmitting || destination !== null;

  useEffect(() => {
    if (!destination) return;
    const timer = setTimeout(() => void navigate(destination, { replace: true }), LOGIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [destination, navigate]);

  async function onValid(values: LoginFormValues) {
    onAttemptChange?.(true);
    try {
      const user = await login(values.email, values.password);
      toast({
        title: t('toast.loginSuccessful'),
        description: t('toast.redirectingTo', { role: t(`roles.${user.role}`) }),
      });
      setDestination(safeRedirectPath(searchParams.get('redirectTo')) ?? dashboardPathForRole(user.role));
    } catch (error) {
      onAttemptChange?.(false);
      if (error instanceof ApiRequestError && error.status !== 0) {
        applyFieldIssues(error.issues, ['email', 'password'] as const, form.setError);
        toast({
          title: t('toast.loginFailed'),
          description: translateMessage(error.message) || t('toast.invalidCredentials'),
          variant: 'destructive',
        });
      } else {
        // No answer from the server (offline, DNS, a proxy down): the specification's 'Error' notice.
        toast({ title: t('toast.error'), description: errorMessage(error), variant: 'destructive' });
      }
    }
  }

  const bind = fieldBinder(form, id);

  return (
    <HeadedForm
      id={id}
      heading={t('login.heading')}
      onSubmit={submitUnlessBusy(busy, form.handleSubmit(onValid))}
    >
      <TextField {...bind('email')} label={t('form.email')} type="email" autoComplete="email" required />
      <TextField
        {...bind('password')}
        label={t('form.password')}
        type="password"
        autoComplete="current-password"
        required
      />
      <p className="text-end text-sm">
        <Link to={paths.forgotPassword} className="font-medium text-saffron-800 underline">
          {t('login.forgot')}
        </Link>
      </p>
      <button type="submit" className="btn-primary w-full" aria-disabled={busy}>
        {busy ? t('login.loggingIn') : t('header.login')}
      </button>
      <p className="text-sm text-stone-700">
        <Trans
          i18nKey="login.agreement"
          components={{
            terms: <Link to={paths.termsAndConditions} className="underline" />,
            payment: <Link to={paths.paymentTerms} className="underline" />,
            supplier: <Link to={paths.supplierPolicy} className="underline" />,
            jobSeeker: <Link to={paths.jobSeekerPolicy} className="underline" />,
          }}
        />
      </p>
    </HeadedForm>
  );
}
