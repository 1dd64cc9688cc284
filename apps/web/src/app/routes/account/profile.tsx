import { AccountLayout } from '#src/features/account/components/account-layout';
import { ProfileDetails } from '#src/features/account/components/profile-details';
import { RequireAuth } from '#src/features/auth/components/require-auth';
import { useSignOut } from '#src/features/auth/use-sign-out';

export default function ProfilePage() {
  const signOut = useSignOut('Logged Out');
  return (
    <RequireAuth>
      {(user) => (
        <AccountLayout
          user={user}
          title="Profile"
          intro="Your account details."
          onLogout={() => void signOut()}
        >
          <ProfileDetails user={user} />
        </AccountLayout>
      )}
    </RequireAuth>
  );
}
