import { MemberWelcome } from '#src/features/account/components/member-welcome';
import { AccountPage } from './account-page';

export default function JobSeekerDashboardPage() {
  return (
    <AccountPage
      roles={['jobseeker']}
      title="Job Seeker Dashboard"
      intro="Your job applications and profile in one place."
    >
      {(user) => <MemberWelcome user={user} />}
    </AccountPage>
  );
}
