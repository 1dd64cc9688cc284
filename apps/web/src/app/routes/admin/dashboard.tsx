import { Page } from '#src/components/layout/page';

export default function AdminDashboardPage() {
  return (
    <Page
      title="Dashboard"
      documentTitle="Dashboard | Admin"
      intro="An overview of the store, its members and their payments."
    />
  );
}
