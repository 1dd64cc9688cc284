import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '#src/features/auth/components/change-password-form';
import { AccountPage } from './account-page';

export default function ChangePasswordPage() {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('account.changePassword')} intro={t('account.changePasswordIntro')}>
      {() => <ChangePasswordForm />}
    </AccountPage>
  );
}
