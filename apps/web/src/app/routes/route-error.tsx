import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Page } from '#src/components/layout/page';
import { paths } from '#src/config/paths';
import { ApiRequestError } from '#src/lib/api-client';
import NotFoundPage from './not-found';

/** Error boundary of a route segment: the rest of the frame keeps working when one page fails. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  // Only API errors carry a message meant for users; others (a failed chunk load, a bug) get a generic one.
  const message =
    error instanceof ApiRequestError
      ? error.message
      : 'This page could not be shown. Please reload it or try again later.';

  return (
    <div role="alert">
      <Page title="Something went wrong" intro={message}>
        <Link to={paths.home} className="btn-primary">
          Back to Home
        </Link>
      </Page>
    </div>
  );
}
