import { Page } from '#src/components/layout/page';

export default function JobSeekerDashboardPage() {
  return <Page title="Job Seeker Dashboard" intro="Your job applications and profile in one place." />;
}
