import { Page } from '#src/components/layout/page';
import { OrderCounts } from '#src/features/admin/components/order-counts';

export default function AdminDashboardPage() {
  return (
    <Page
      title="Dashboard"
      documentTitle="Dashboard | Admin"
      intro="The store's orders at a glance: how many there are in all and in each status. Open a figure to see those orders."
    >
      <h2 className="mb-4 text-xl font-semibold text-leaf-800">Orders by status</h2>
      <OrderCounts />
    </Page>
  );
}
