import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '#src/components/layout/page';
import { ResetPasswordForm } from '#src/features/auth/components/reset-password-form';

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  return (
    <Page title={t('reset.submit')} intro={t('account.resetIntro')}>
      <ResetPasswordForm key={token} token={token} />
    </Page>
  );
}
