import { useTranslation } from 'react-i18next';
import { InvoicesList } from '#src/features/account/components/orders-list';
import { AccountPage } from './account-page';

export default function InvoicesPage() {
  const { t } = useTranslation();
  return (
    <AccountPage roles={['customer']} title={t('account.invoices')} intro={t('account.invoicesIntro')}>
      {() => <InvoicesList />}
    </AccountPage>
  );
}
