import { useTranslation } from 'react-i18next';
import { ListingSheets } from '#src/features/listings/components/listing-sheets';
import { ListingsList } from '#src/features/listings/components/listings-list';
import { AccountPage } from './account-page';

export default function SupplierProductsPage() {
  const { t } = useTranslation();
  return (
    <AccountPage roles={['supplier']} title={t('account.links.products')} intro={t('listings.intro')}>
      {() => (
        <div className="space-y-6">
          <ListingsList />
          <ListingSheets />
        </div>
      )}
    </AccountPage>
  );
}
