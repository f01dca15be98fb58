import * as React from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { HOST_FATAL_ERROR_CODES } from '@leasekit/core';
import { getRouteErrorPage } from '@leasekit/core/routing';
import { ErrorPage } from '@leasekit/ui';
import { useCustomComponent, useCustomization } from '../customization/customization';
import { useServices } from './services-context';

/**
 * What the router shows when a route fails to load or render: the page core's `getRouteErrorPage` names
 * for its status (03 §2), and for a fatal one CHECKOUT_ERROR to the host with the code `E_ROUTE_ERROR`
 * (04). The error itself is not logged nor posted: it may carry form data.
 */
export function RouteError() {
  const error = useRouteError();
  const { host } = useServices();
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  const { kind, retry, fatal } = getRouteErrorPage(status);
  const { onError } = useCustomization();
  const Page = useCustomComponent('ErrorPage', ErrorPage);
  React.useEffect(() => {
    if (fatal) host.error({ code: HOST_FATAL_ERROR_CODES.route });
  }, [fatal, host]);
  React.useEffect(() => {
    onError?.({ kind: 'route', status: status ?? null });
  }, [error, onError, status]);
  return (
    <Page
      kind={kind}
      {...(retry
        ? {
            onRetry: () => {
              window.location.hash = `#/${retry}`;
              window.location.reload();
            },
          }
        : {})}
    />
  );
}
