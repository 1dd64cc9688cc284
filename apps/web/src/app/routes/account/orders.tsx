import { useTranslation } from 'react-i18next';
import { OrdersList } from '#src/features/account/components/orders-list';
import { SupplierShipments } from '#src/features/fulfilment/components/supplier-shipments';
import { AccountPage } from './account-page';

/** /dashboard/orders: a customer's own orders; for a supplier, the shipments it sends. */
export default function OrdersPage() {
  const { t } = useTranslation();
  return (
    <AccountPage
      roles={['customer', 'supplier']}
      title={t('account.myOrders')}
      intro={(user) => (user.role === 'supplier' ? t('fulfilment.intro') : t('account.ordersIntro'))}
    >
      {(user) => (user.role === 'supplier' ? <SupplierShipments /> : <OrdersList />)}
    </AccountPage>
  );
}
