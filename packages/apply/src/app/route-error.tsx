import * as React from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { HOST_FATAL_ERROR_CODES } from '@leasekit/core';
import { ErrorPage } from '@leasekit/ui';
import { useCustomization } from '../customization/customization';
import { useServices } from './services-context';

/**
 * What the router shows when a route fails to load or render: 403 → the forbidden page, 404 → the
 * not-found page, anything else → 'Oops, Unknown Error' with Retry reloading the checkpoint redirect
 * (03 §2), and CHECKOUT_ERROR to the host with the code `E_ROUTE_ERROR` (04, a fatal error). The error
 * itself is not logged nor posted: it may carry form data.
 */
export function RouteError() {
  const error = useRouteError();
  const { host } = useServices();
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  const fatal = status !== 403 && status !== 404;
  const { onError } = useCustomization();
  React.useEffect(() => {
    if (fatal) host.error({ code: HOST_FATAL_ERROR_CODES.route });
  }, [fatal, host]);
  React.useEffect(() => {
    onError?.({ kind: 'route', status: status ?? null });
  }, [error, onError, status]);
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
