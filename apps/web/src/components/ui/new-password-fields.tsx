import { MIN_PASSWORD_LENGTH } from '@bulk/domain/auth';
import { useTranslation } from 'react-i18next';
import type { BoundField } from './form-binding';
import { TextField } from './form-field';

type NewPasswordFieldsProps = {
  password: BoundField;
  confirmPassword: BoundField;
  /** Replacing a password: labelled 'New password' and 'Confirm new password' rather than a new account's. */
  replacing?: boolean;
  /** The minimum length under the password; the reset page does not show it. */
  withHint?: boolean;
};

/**
 * A password chosen twice: a new account's (customer, supplier and job seeker sign-up) or one that
 * replaces the old (change password, reset password).
 */
export function NewPasswordFields({
  password,
  confirmPassword,
  replacing = false,
  withHint = true,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        {...password}
        label={replacing ? t('form.newPassword') : t('form.password')}
        type="password"
        autoComplete="new-password"
        required
        hint={withHint ? t('form.passwordHint', { min: MIN_PASSWORD_LENGTH }) : undefined}
      />
      <TextField
        {...confirmPassword}
        label={replacing ? t('form.confirmNewPassword') : t('form.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
