import { Page } from '#src/components/layout/page';
import { TicketsTable } from '#src/features/admin/components/tickets-table';

export default function AdminTicketsPage() {
  return (
    <Page
      title="Tickets"
      documentTitle="Tickets | Admin"
      intro="Support tickets raised from the contact page and the dashboards, newest first. Open a subject to read the message."
    >
      <TicketsTable />
    </Page>
  );
}
