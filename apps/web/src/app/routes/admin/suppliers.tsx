import { Page } from '#src/components/layout/page';
import { SuppliersTable } from '#src/features/admin/components/members-tables';

export default function AdminSuppliersPage() {
  return (
    <Page
      title="Suppliers"
      documentTitle="Suppliers | Admin"
      intro="Registered suppliers, newest first: their membership payment, KYC documents and approval."
    >
      <SuppliersTable />
    </Page>
  );
}
