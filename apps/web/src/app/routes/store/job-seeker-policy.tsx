import { Page } from '#src/components/layout/page';

export default function JobSeekerPolicyPage() {
  return (
    <Page title="Job Seeker Policy" intro="The terms job seekers agree to when they register with us." />
  );
}
