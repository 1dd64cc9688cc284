import { Page } from '#src/components/layout/page';

export default function RegisterJobPage() {
  return <Page title="Job Seeker Registration" intro="Register as a job seeker for a one-time fee of ₹49." />;
}
