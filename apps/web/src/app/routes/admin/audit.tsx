import { Page } from '#src/components/layout/page';
import { AuditTable } from '#src/features/admin/components/audit-table';

export default function AdminAuditPage() {
  return (
    <Page
      title="Audit log"
      documentTitle="Audit log | Admin"
      intro="Every action an admin has taken: who, what, on what and when, newest first."
    >
      <AuditTable />
    </Page>
  );
}
