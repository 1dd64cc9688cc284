import { AccountLayout } from '#src/features/account/components/account-layout';
import { InvoicesList } from '#src/features/account/components/orders-list';
import { RequireAuth } from '#src/features/auth/components/require-auth';
import { useSignOut } from '#src/features/auth/use-sign-out';

export default function InvoicesPage() {
  const signOut = useSignOut('Logged Out');
  return (
    <RequireAuth roles={['customer']}>
      {(user) => (
        <AccountLayout
          user={user}
          title="Invoices"
          intro="GST tax invoices of your paid orders."
          onLogout={() => void signOut()}
        >
          <InvoicesList />
        </AccountLayout>
      )}
    </RequireAuth>
  );
}
