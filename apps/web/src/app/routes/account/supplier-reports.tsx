import { useTranslation } from 'react-i18next';
import { FeatureInProgressButton } from '#src/features/account/components/feature-in-progress';
import { AccountPage } from './account-page';

export default function SupplierReportsPage() {
  const { t } = useTranslation();
  return (
    <AccountPage
      roles={['supplier']}
      title={t('account.links.reports')}
      intro={t('account.supplier.reportsText')}
    >
      {() => (
        <div className="space-y-6">
          <p className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
            {t('account.supplier.noSales')}
          </p>
          <FeatureInProgressButton label="account.actions.downloadExcel" />
        </div>
      )}
    </AccountPage>
  );
}
