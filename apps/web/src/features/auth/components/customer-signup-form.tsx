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
import { applyFieldIssues, CheckboxField, SelectField, TextField } from '#src/components/ui/form-field';
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
  const { errors, isSubmitting } = form.formState;
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

  const field = (name: keyof CustomerSignupFormInput) => `${id}-${name}`;

  return (
    <form
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        void form.handleSubmit(onValid)(event);
      }}
      className="space-y-4"
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-leaf-800">
        {t('signup.heading')}
      </h2>
      <p className="text-sm text-stone-700">
        <Trans
          i18nKey="form.requiredNote"
          components={{ star: <span aria-hidden="true" />, sr: <span className="sr-only" /> }}
        />
      </p>
      <TextField
        id={field('name')}
        label={t('form.fullName')}
        autoComplete="name"
        required
        error={errors.name?.message}
        registration={form.register('name')}
      />
      <TextField
        id={field('email')}
        label={t('form.email')}
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        registration={form.register('email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <NewPasswordFields
          field={field}
          password={{ registration: form.register('password'), error: errors.password?.message }}
          confirmPassword={{
            registration: form.register('confirmPassword'),
            error: errors.confirmPassword?.message,
          }}
        />
      </div>
      <TextField
        id={field('address')}
        label={t('form.address')}
        autoComplete="street-address"
        error={errors.address?.message}
        registration={form.register('address')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={field('city')}
          label={t('form.city')}
          autoComplete="address-level2"
          error={errors.city?.message}
          registration={form.register('city')}
        />
        <SelectField
          id={field('state')}
          label={t('form.state')}
          autoComplete="address-level1"
          placeholder={t('form.selectState')}
          options={INDIAN_STATES}
          error={errors.state?.message}
          registration={form.register('state')}
        />
      </div>
      <CheckboxField
        id={field('terms')}
        required
        error={errors.terms?.message}
        registration={form.register('terms')}
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
    </form>
  );
}
