import { Link } from 'react-router';
import { Page } from '#src/components/layout/page';
import { paths } from '#src/config/paths';

export default function PaymentFailedPage() {
  return (
    <Page
      title="Payment Failed"
      intro="We were unable to process your payment. Please try a different payment method, or contact support if the problem continues."
    >
      <div className="flex flex-wrap gap-3">
        <Link
          to={paths.registerSupplier}
          className="rounded-md bg-saffron-700 px-5 py-3 font-semibold text-white hover:bg-saffron-800"
        >
          Try Again
        </Link>
        <Link
          to={paths.contact}
          className="rounded-md border-2 border-leaf-700 px-5 py-3 font-semibold text-leaf-800 hover:bg-leaf-50"
        >
          Contact Support
        </Link>
      </div>
    </Page>
  );
}
