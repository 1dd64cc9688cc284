import { useTranslation } from 'react-i18next';
import { Page } from '#src/components/layout/page';
import { ForgotPasswordForm } from '#src/features/auth/components/forgot-password-form';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('account.forgotPassword')} intro={t('account.forgotIntro')}>
      <ForgotPasswordForm />
    </Page>
  );
}
