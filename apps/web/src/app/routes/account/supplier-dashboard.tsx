import { AccountLayout } from '#src/features/account/components/account-layout';
import { MemberWelcome } from '#src/features/account/components/member-welcome';
import { RequireAuth } from '#src/features/auth/components/require-auth';
import { useSignOut } from '#src/features/auth/use-sign-out';

export default function SupplierDashboardPage() {
  const signOut = useSignOut('Logged Out');
  return (
    <RequireAuth roles={['supplier']}>
      {(user) => (
        <AccountLayout
          user={user}
          title="Supplier Dashboard"
          intro="Your products, orders and payments in one place."
          onLogout={() => void signOut()}
        >
          <MemberWelcome user={user} />
        </AccountLayout>
      )}
    </RequireAuth>
  );
}
