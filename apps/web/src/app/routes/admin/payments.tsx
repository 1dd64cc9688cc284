import { Link } from 'react-router';
import { Page } from '#src/components/layout/page';
import { paths } from '#src/config/paths';
import { NotYetAvailable } from './not-yet-available';

export default function AdminPaymentsPage() {
  return (
    <Page
      title="Payments"
      documentTitle="Payments | Admin"
      intro="This page is for supplier and job seeker registration payments, newest first."
    >
      <NotYetAvailable what="registration payments" />
      <p className="mt-4 text-stone-700">
        Payments for goods are recorded with their orders: see{' '}
        <Link to={`${paths.adminOrders}?status=paid`} className="font-medium text-saffron-800 underline">
          paid orders
        </Link>
        .
      </p>
    </Page>
  );
}
