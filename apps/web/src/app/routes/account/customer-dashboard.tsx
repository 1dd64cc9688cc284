import { CustomerStats } from '#src/features/account/components/customer-stats';
import { AccountPage } from './account-page';

export default function CustomerDashboardPage() {
  return (
    <AccountPage
      roles={['customer']}
      title="Customer Dashboard"
      intro={(user) => `Welcome back, ${user.name}.`}
    >
      {(user) => (
        <>
          <h2 className="mb-4 text-xl font-semibold text-leaf-800">Your orders at a glance</h2>
          <CustomerStats email={user.email} />
        </>
      )}
    </AccountPage>
  );
}
