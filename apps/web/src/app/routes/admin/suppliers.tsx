import { Page } from '#src/components/layout/page';

export default function AdminSuppliersPage() {
  return (
    <Page
      title="Suppliers"
      documentTitle="Suppliers | Admin"
      intro="Registered suppliers and their membership payments."
    />
  );
}
