import { Link } from 'react-router';
import { Page } from '#src/components/layout/page';
import { paths } from '#src/config/paths';

export default function NotFoundPage() {
  return (
    <Page title="Page Not Found" intro="The page you are looking for does not exist or has moved.">
      <Link
        to={paths.home}
        className="inline-block rounded-md bg-saffron-700 px-5 py-3 font-semibold text-white hover:bg-saffron-800"
      >
        Back to Home
      </Link>
    </Page>
  );
}
