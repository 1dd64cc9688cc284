import { useTranslation } from 'react-i18next';
import { SupplierActions } from '#src/features/account/components/supplier-dashboard';
import { AccountPage } from './account-page';

export default function SupplierProductsPage() {
  const { t } = useTranslation();
  return (
    <AccountPage
      roles={['supplier']}
      title={t('account.links.products')}
      intro={t('account.supplier.productsText')}
    >
      {() => (
        <div className="space-y-6">
          <p className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
            {t('account.supplier.noProducts')}
          </p>
          <SupplierActions />
        </div>
      )}
    </AccountPage>
  );
}
