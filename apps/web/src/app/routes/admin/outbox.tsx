import { Page } from '#src/components/layout/page';
import { OutboxTable } from '#src/features/admin/components/outbox-table';

export default function AdminOutboxPage() {
  return (
    <Page
      title="Outbox"
      documentTitle="Outbox | Admin"
      intro="Every email the store has written (password resets, order confirmations, status changes), newest first. Without SMTP they stay here; open a subject to read the text."
    >
      <OutboxTable />
    </Page>
  );
}
