import { useTranslation } from 'react-i18next';
import { OrdersList } from '#src/features/account/components/orders-list';
import { AccountPage } from './account-page';

export default function OrdersPage() {
  const { t } = useTranslation();
  return (
    <AccountPage roles={['customer']} title={t('account.myOrders')} intro={t('account.ordersIntro')}>
      {() => <OrdersList />}
    </AccountPage>
  );
}
