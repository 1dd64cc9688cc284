import { Page } from '#src/components/layout/page';

export default function AdminPaymentsPage() {
  return (
    <Page
      title="Payments"
      documentTitle="Payments | Admin"
      intro="Supplier and job seeker payments, newest first."
    />
  );
}
