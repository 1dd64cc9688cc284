import { useParams } from 'react-router';
import { Page } from '#src/components/layout/page';
import { OrderDetail } from '#src/features/admin/components/order-detail';

export default function AdminOrderPage() {
  const { id = '' } = useParams();
  return (
    <Page
      title="Order"
      documentTitle={`Order ${id} | Admin`}
      intro={<span className="font-mono text-base break-all">{id}</span>}
    >
      <OrderDetail key={id} id={id} />
    </Page>
  );
}
