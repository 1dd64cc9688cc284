import { Page } from '#src/components/layout/page';
import { JobseekersTable } from '#src/features/admin/components/members-tables';

export default function AdminJobseekersPage() {
  return (
    <Page
      title="Jobseekers"
      documentTitle="Jobseekers | Admin"
      intro="Registered job seekers, newest first: their membership payment and documents."
    >
      <JobseekersTable />
    </Page>
  );
}
