import { useTranslation } from 'react-i18next';
import { ListingsList } from '#src/features/listings/components/listings-list';
import { AccountPage } from './account-page';

export default function SupplierProductsPage() {
  const { t } = useTranslation();
  return (
    <AccountPage roles={['supplier']} title={t('account.links.products')} intro={t('listings.intro')}>
      {() => <ListingsList />}
    </AccountPage>
  );
}
