import { useTranslation } from 'react-i18next';
import { SupplierReportsView } from '#src/features/supplier-reports/components/supplier-reports-view';
import { AccountPage } from './account-page';

export default function SupplierReportsPage() {
  const { t } = useTranslation();
  return (
    <AccountPage
      roles={['supplier']}
      title={t('account.links.reports')}
      intro={t('account.supplier.reportsText')}
    >
      {() => <SupplierReportsView />}
    </AccountPage>
  );
}
