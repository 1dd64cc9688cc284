import { InvoicesList } from '#src/features/account/components/orders-list';
import { AccountPage } from './account-page';

export default function InvoicesPage() {
  return (
    <AccountPage roles={['customer']} title="Invoices" intro="GST tax invoices of your paid orders.">
      {() => <InvoicesList />}
    </AccountPage>
  );
}
