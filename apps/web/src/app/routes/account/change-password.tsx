import { AccountLayout } from '#src/features/account/components/account-layout';
import { ChangePasswordForm } from '#src/features/auth/components/change-password-form';
import { RequireAuth } from '#src/features/auth/components/require-auth';
import { useSignOut } from '#src/features/auth/use-sign-out';

export default function ChangePasswordPage() {
  const signOut = useSignOut('Logged Out');
  return (
    <RequireAuth>
      {(user) => (
        <AccountLayout
          user={user}
          title="Change Password"
          intro="Changing your password signs you out on every other device."
          onLogout={() => void signOut()}
        >
          <ChangePasswordForm />
        </AccountLayout>
      )}
    </RequireAuth>
  );
}
