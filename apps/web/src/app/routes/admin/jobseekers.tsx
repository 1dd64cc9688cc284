import { Page } from '#src/components/layout/page';

export default function AdminJobseekersPage() {
  return (
    <Page
      title="Jobseekers"
      documentTitle="Jobseekers | Admin"
      intro="Registered job seekers and their registration payments."
    />
  );
}
