import { Page } from '#src/components/layout/page';
import { PaymentsView } from '#src/features/admin/components/payments-view';

export default function AdminPaymentsPage() {
  return (
    <Page
      title="Payments"
      documentTitle="Payments | Admin"
      intro="Supplier fees (S-), job seeker fees (J-) and order payments (O-) in one list, newest first."
    >
      <PaymentsView />
    </Page>
  );
}
