import { useTranslation } from 'react-i18next';
import { InvoiceDetailsForm } from '#src/features/account/components/invoice-details-form';
import { AccountPage } from './account-page';

/** /dashboard/invoice-details: what the supplier's tax invoices carry; its products can be ordered once given. */
export default function SupplierInvoiceDetailsPage() {
  const { t } = useTranslation();
  return (
    <AccountPage
      roles={['supplier']}
      title={t('account.links.invoiceDetails')}
      intro={t('invoiceDetails.intro')}
    >
      {() => <InvoiceDetailsForm />}
    </AccountPage>
  );
}
