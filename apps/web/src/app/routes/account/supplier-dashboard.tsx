import { useTranslation } from 'react-i18next';
import { EmailVerificationNotice } from '#src/features/account/components/email-verification-notice';
import { SupplierDashboard } from '#src/features/account/components/supplier-dashboard';
import { useSupplierRenewal } from '#src/app/membership/use-supplier-renewal';
import { AccountPage } from './account-page';

export default function SupplierDashboardPage() {
  const { t } = useTranslation();
  const renewal = useSupplierRenewal();
  return (
    <AccountPage
      roles={['supplier']}
      title={t('account.supplierDashboard')}
      intro={t('account.supplierIntro')}
    >
      {(user) => (
        <>
          <EmailVerificationNotice email={user.email} />
          <SupplierDashboard renewal={renewal} />
        </>
      )}
    </AccountPage>
  );
}
