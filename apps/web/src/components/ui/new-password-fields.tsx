import { MIN_PASSWORD_LENGTH } from '@bulk/domain/auth';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from './form-field';

/** A react-hook-form field's registration and its error message. */
export type FieldProps = { registration: UseFormRegisterReturn; error?: string | undefined };

/** A new account's password and its confirmation: the customer, supplier and job seeker sign-up forms. */
export function NewPasswordFields({
  field,
  password,
  confirmPassword,
}: {
  field: (name: 'password' | 'confirmPassword') => string;
  password: FieldProps;
  confirmPassword: FieldProps;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        id={field('password')}
        label={t('form.password')}
        type="password"
        autoComplete="new-password"
        required
        hint={t('form.passwordHint', { min: MIN_PASSWORD_LENGTH })}
        {...password}
      />
      <TextField
        id={field('confirmPassword')}
        label={t('form.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        {...confirmPassword}
      />
    </>
  );
}
