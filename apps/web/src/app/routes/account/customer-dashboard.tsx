import { AccountLayout } from '#src/features/account/components/account-layout';
import { CustomerStats } from '#src/features/account/components/customer-stats';
import { RequireAuth } from '#src/features/auth/components/require-auth';
import { useSignOut } from '#src/features/auth/use-sign-out';

export default function CustomerDashboardPage() {
  const signOut = useSignOut('Logged Out');
  return (
    <RequireAuth roles={['customer']}>
      {(user) => (
        <AccountLayout
          user={user}
          title="Customer Dashboard"
          intro={`Welcome back, ${user.name}.`}
          onLogout={() => void signOut()}
        >
          <h2 className="mb-4 text-xl font-semibold text-leaf-800">Your orders at a glance</h2>
          <CustomerStats email={user.email} />
        </AccountLayout>
      )}
    </RequireAuth>
  );
}
