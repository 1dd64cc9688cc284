import { useTranslation } from 'react-i18next';
import { MembershipPayments } from '#src/features/account/components/membership-payments';
import { AccountPage } from './account-page';

/** /dashboard/payments (suppliers) and /dashboard/payment-status (job seekers). */
export default function MemberPaymentsPage() {
  const { t } = useTranslation();
  return (
    <AccountPage
      roles={['supplier', 'jobseeker']}
      title={t('account.links.payments')}
      intro={t('account.member.paymentsIntro')}
    >
      {() => <MembershipPayments />}
    </AccountPage>
  );
}
