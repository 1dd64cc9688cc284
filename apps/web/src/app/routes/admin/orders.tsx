import { Page } from '#src/components/layout/page';
import { OrdersView } from '#src/features/admin/components/orders-view';

export default function AdminOrdersPage() {
  return (
    <Page
      title="Orders"
      documentTitle="Orders | Admin"
      intro="Every order placed in the store, newest first. Filter by status or search by order number, buyer email or invoice number."
    >
      <OrdersView />
    </Page>
  );
}
