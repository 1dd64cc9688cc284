import { Link } from 'react-router';
import { Page } from '#src/components/layout/page';
import { paths } from '#src/config/paths';

export default function PaymentFailedPage() {
  return (
    <Page title="Payment Failed">
      <div className="max-w-2xl space-y-4 text-lg">
        <p>We were unable to process your payment.</p>
        <p>
          Please try again with a different payment method, or contact our support team if the problem
          continues.
        </p>
        <div className="flex flex-wrap gap-3 pt-2">
          <Link to={paths.registerSupplier} className="btn-primary">
            Try Again
          </Link>
          <Link to={paths.contact} className="btn-secondary">
            Contact Support
          </Link>
        </div>
      </div>
    </Page>
  );
}
