import { AccountLayout } from '#src/features/account/components/account-layout';
import { OrdersList } from '#src/features/account/components/orders-list';
import { RequireAuth } from '#src/features/auth/components/require-auth';
import { useSignOut } from '#src/features/auth/use-sign-out';

export default function OrdersPage() {
  const signOut = useSignOut('Logged Out');
  return (
    <RequireAuth roles={['customer']}>
      {(user) => (
        <AccountLayout
          user={user}
          title="My Orders"
          intro="Every order you have placed, newest first."
          onLogout={() => void signOut()}
        >
          <OrdersList />
        </AccountLayout>
      )}
    </RequireAuth>
  );
}
