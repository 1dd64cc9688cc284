import { Link } from 'react-router';
import { Page } from '#src/components/layout/page';
import { paths } from '#src/config/paths';

export default function NotFoundPage() {
  return (
    <Page title="Page Not Found" intro="The page you are looking for does not exist or has moved.">
      <Link to={paths.home} className="btn-primary">
        Back to Home
      </Link>
    </Page>
  );
}
