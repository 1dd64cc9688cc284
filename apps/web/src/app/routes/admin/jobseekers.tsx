import { Page } from '#src/components/layout/page';
import { NotYetAvailable } from './not-yet-available';

export default function AdminJobseekersPage() {
  return (
    <Page
      title="Jobseekers"
      documentTitle="Jobseekers | Admin"
      intro="This page is for registered job seekers and their registration payments."
    >
      <NotYetAvailable what="the list of job seekers" />
    </Page>
  );
}
