import { Page } from '#src/components/layout/page';
import { DashboardView } from '#src/features/admin/components/dashboard-view';

export default function AdminDashboardPage() {
  return (
    <Page
      title="Dashboard"
      documentTitle="Dashboard | Admin"
      intro="Revenue, orders, members and tickets at a glance. Open a figure to see what it counts."
    >
      <DashboardView />
    </Page>
  );
}
