import { Page } from '#src/components/layout/page';

export default function CustomerDashboardPage() {
  return <Page title="Customer Dashboard" intro="Your orders, invoices and account details in one place." />;
}
