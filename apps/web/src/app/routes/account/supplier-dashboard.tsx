import { Page } from '#src/components/layout/page';

export default function SupplierDashboardPage() {
  return <Page title="Supplier Dashboard" intro="Your products, orders and payments in one place." />;
}
