import { AccountLayout } from '#src/features/account/components/account-layout';
import { MemberWelcome } from '#src/features/account/components/member-welcome';
import { RequireAuth } from '#src/features/auth/components/require-auth';
import { useSignOut } from '#src/features/auth/use-sign-out';

export default function JobSeekerDashboardPage() {
  const signOut = useSignOut('Logged Out');
  return (
    <RequireAuth roles={['jobseeker']}>
      {(user) => (
        <AccountLayout
          user={user}
          title="Job Seeker Dashboard"
          intro="Your job applications and profile in one place."
          onLogout={() => void signOut()}
        >
          <MemberWelcome user={user} />
        </AccountLayout>
      )}
    </RequireAuth>
  );
}
