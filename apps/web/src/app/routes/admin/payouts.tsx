import { Page } from '#src/components/layout/page';
import { PayoutsView } from '#src/features/admin/components/payouts-view';

export default function AdminPayoutsPage() {
  return (
    <Page
      title="Payouts"
      documentTitle="Payouts | Admin"
      intro="What each supplier earned on delivered shipments (less commission and its GST), what was paid with its bank reference, and what is pending."
    >
      <PayoutsView />
    </Page>
  );
}
