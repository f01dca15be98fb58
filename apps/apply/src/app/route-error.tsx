import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from '@leasekit/ui';

/**
 * What the router shows when a route fails to load or render: 403 → the forbidden page, 404 → the
 * not-found page, anything else → 'Oops, Unknown Error' with Retry reloading the checkpoint redirect
 * (03 §2). The error itself is not logged: it may carry form data.
 */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  if (status === 403) return <ErrorPage kind="forbidden" />;
  if (status === 404) return <ErrorPage kind="not-found" />;
  return (
    <ErrorPage
      kind="unknown"
      onRetry={() => {
        window.location.hash = '#/checkpoint/redirect';
        window.location.reload();
      }}
    />
  );
}
