import { OrdersList } from '#src/features/account/components/orders-list';
import { AccountPage } from './account-page';

export default function OrdersPage() {
  return (
    <AccountPage roles={['customer']} title="My Orders" intro="Every order you have placed, newest first.">
      {() => <OrdersList />}
    </AccountPage>
  );
}
