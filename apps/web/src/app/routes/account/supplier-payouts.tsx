import { useTranslation } from 'react-i18next';
import { SupplierPayoutsView } from '#src/features/account/components/supplier-payouts';
import { AccountPage } from './account-page';

/** /dashboard/payouts: the supplier's earned, paid and pending, its settled shipments and commission invoices. */
export default function SupplierPayoutsPage() {
  const { t } = useTranslation();
  return (
    <AccountPage roles={['supplier']} title={t('account.links.payouts')} intro={t('account.payouts.intro')}>
      {() => <SupplierPayoutsView />}
    </AccountPage>
  );
}
