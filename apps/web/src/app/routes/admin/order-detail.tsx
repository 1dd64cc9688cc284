import { useParams } from 'react-router';
import { Page } from '#src/components/layout/page';
import { useAdminOrder } from '#src/features/admin/api/orders';
import { OrderDetail } from '#src/features/admin/components/order-detail';

export default function AdminOrderPage() {
  const { id = '' } = useParams();
  // The same query as the detail below: the order is named by its number once it has loaded.
  const number = useAdminOrder(id).data?.order.number;
  return (
    <Page
      title={number ? `Order ${number}` : 'Order'}
      documentTitle={number ? `Order ${number} | Admin` : 'Order | Admin'}
    >
      <OrderDetail key={id} id={id} />
    </Page>
  );
}
