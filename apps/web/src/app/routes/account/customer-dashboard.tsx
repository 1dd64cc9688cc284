import { useTranslation } from 'react-i18next';
import { CustomerStats } from '#src/features/account/components/customer-stats';
import { EmailVerificationNotice } from '#src/features/account/components/email-verification-notice';
import { AccountPage } from './account-page';

export default function CustomerDashboardPage() {
  const { t } = useTranslation();
  return (
    <AccountPage
      roles={['customer']}
      title={t('account.customerDashboard')}
      intro={(user) => t('account.welcomeBack', { name: user.name })}
    >
      {(user) => (
        <>
          <EmailVerificationNotice email={user.email} />
          <h2 className="mb-4 text-xl font-semibold text-leaf-800">{t('account.ordersAtGlance')}</h2>
          <CustomerStats email={user.email} />
        </>
      )}
    </AccountPage>
  );
}
