import { Page } from '#src/components/layout/page';
import { InstalmentsTable } from '#src/features/admin/components/instalments-table';

export default function AdminInstalmentsPage() {
  return (
    <Page
      title="Advance orders"
      documentTitle="Advance orders | Admin"
      intro="Bank transfer and UPI references to confirm against the bank statement, balances due and overdue after the bill copy, and advances to refund by bank."
    >
      <InstalmentsTable />
    </Page>
  );
}
