import { Trans, useTranslation } from 'react-i18next';
import type { RegisterRequest } from '@bulk/domain/auth';
import { INDIAN_STATES } from '@bulk/domain/shipping';
import { formResolver } from '#src/components/ui/form-resolver';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from '#src/components/ui/toast/toast-store';
import { paths } from '#src/config/paths';
import { ApiRequestError } from '#src/lib/api-client';
import { registerCustomer } from '../api/auth-api';
import {
  customerSignupFormSchema,
  type CustomerSignupFormInput,
  type CustomerSignupFormValues,
} from '../form-schemas';
import { fieldBinder, submitUnlessBusy } from '#src/components/ui/form-binding';
import { applyFieldIssues, CheckboxField, SelectField, TextField } from '#src/components/ui/form-field';
import { HeadedForm } from '#src/components/ui/headed-form';
import { NewPasswordFields } from '#src/components/ui/new-password-fields';

/** Specification, section 9: after a customer registers, the login tab follows after 1.5 seconds. */
export const SIGNUP_REDIRECT_DELAY_MS = 1500;

const emptyForm: CustomerSignupFormInput = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  address: '',
  city: '',
  state: '',
  terms: false,
};

const serverFields = ['name', 'email', 'password', 'address', 'city', 'state'] as const;

function toRequest(values: CustomerSignupFormValues): RegisterRequest {
  return {
    name: values.name,
    email: values.email,
    password: values.password,
    role: 'customer',
    // Optional on the server; a blank field is left out rather than stored as ''.
    ...(values.address ? { address: values.address } : {}),
    ...(values.city ? { city: values.city } : {}),
    ...(values.state ? { state: values.state } : {}),
  };
}

/** Public sign-up creates customers only (specification, section 6). */
export function CustomerSignupForm() {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const [registered, setRegistered] = useState(false);
  const form = useForm<CustomerSignupFormInput, unknown, CustomerSignupFormValues>({
    resolver: formResolver(customerSignupFormSchema),
    defaultValues: emptyForm,
    mode: 'onTouched',
  });
  const { isSubmitting } = form.formState;
  const busy = isSubmitting || registered;

  useEffect(() => {
    if (!registered) return;
    const timer = setTimeout(() => void navigate(paths.login), SIGNUP_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate, registered]);

  async function onValid(values: CustomerSignupFormValues) {
    try {
      await registerCustomer(toRequest(values));
      toast({ title: t('toast.registrationSuccessful'), description: t('toast.welcomeLogIn') });
      setRegistered(true);
    } catch (error) {
      let description = t('toast.somethingWrong');
      if (error instanceof ApiRequestError && error.status === 0) {
        description = t('toast.serverError');
      } else if (error instanceof ApiRequestError) {
        applyFieldIssues(error.issues, serverFields, form.setError);
        description = error.message || description;
      }
      toast({ title: t('toast.registrationFailed'), description, variant: 'destructive' });
    }
  }

  const bind = fieldBinder(form, id);

  return (
    <HeadedForm
      id={id}
      heading={t('signup.heading')}
      onSubmit={submitUnlessBusy(busy, form.handleSubmit(onValid))}
    >
      <p className="text-sm text-stone-700">
        <Trans
          i18nKey="form.requiredNote"
          components={{ star: <span aria-hidden="true" />, sr: <span className="sr-only" /> }}
        />
      </p>
      <TextField {...bind('name')} label={t('form.fullName')} autoComplete="name" required />
      <TextField {...bind('email')} label={t('form.email')} type="email" autoComplete="email" required />
      <div className="grid gap-4 sm:grid-cols-2">
        <NewPasswordFields password={bind('password')} confirmPassword={bind('confirmPassword')} />
      </div>
      <TextField {...bind('address')} label={t('form.address')} autoComplete="street-address" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...bind('city')} label={t('form.city')} autoComplete="address-level2" />
        <SelectField
          {...bind('state')}
          label={t('form.state')}
          autoComplete="address-level1"
          placeholder={t('form.selectState')}
          options={INDIAN_STATES}
        />
      </div>
      <CheckboxField
        {...bind('terms')}
        required
        label={
          <Trans
            i18nKey="signup.agree"
            components={{
              terms: <Link to={paths.termsAndConditions} className="underline" />,
              payment: <Link to={paths.paymentTerms} className="underline" />,
            }}
          />
        }
      />
      <button type="submit" className="btn-primary w-full" aria-disabled={busy}>
        {isSubmitting ? t('signup.signingUp') : t('signup.submit')}
      </button>
    </HeadedForm>
  );
}
