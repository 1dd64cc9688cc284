import { MemberWelcome } from '#src/features/account/components/member-welcome';
import { AccountPage } from './account-page';

export default function SupplierDashboardPage() {
  return (
    <AccountPage
      roles={['supplier']}
      title="Supplier Dashboard"
      intro="Your products, orders and payments in one place."
    >
      {(user) => <MemberWelcome user={user} />}
    </AccountPage>
  );
}
