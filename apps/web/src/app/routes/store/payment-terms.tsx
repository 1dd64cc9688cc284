import { Page } from '#src/components/layout/page';

export default function PaymentTermsPage() {
  return <Page title="Payment Terms" intro="How and when payments for orders and registrations are made." />;
}
