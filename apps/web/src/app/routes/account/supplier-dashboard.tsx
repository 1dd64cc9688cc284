import { useTranslation } from 'react-i18next';
import { EmailVerificationNotice } from '#src/features/account/components/email-verification-notice';
import { SupplierDashboard } from '#src/features/account/components/supplier-dashboard';
import { AccountPage } from './account-page';

export default function SupplierDashboardPage() {
  const { t } = useTranslation();
  return (
    <AccountPage
      roles={['supplier']}
      title={t('account.supplierDashboard')}
      intro={t('account.supplierIntro')}
    >
      {(user) => (
        <>
          <EmailVerificationNotice email={user.email} />
          <SupplierDashboard />
        </>
      )}
    </AccountPage>
  );
}
