import * as React from 'react';
import { HOST_FATAL_ERROR_CODES } from '@leasekit/core';
import type { getRouteErrorPage } from '@leasekit/core/routing';
import { ErrorPage, SCREEN_MAIN_ID, type ErrorPageKind } from '@leasekit/ui';
import { useNavigate } from 'react-router';
import { useServices } from '../../app/services-context';
import { useCustomComponent } from '../../customization/customization';

/** Props of {@link ErrorRoute}: the page, and what core's `getRouteErrorPage` says about it. */
interface ErrorRouteProps {
  kind: ErrorPageKind;
  /** The route Retry goes to; no Retry button when null (the default). */
  retry?: ReturnType<typeof getRouteErrorPage>['retry'];
  /** Whether the host hears CHECKOUT_ERROR `E_UNKNOWN_ERROR` (04, a fatal error); false by default. */
  fatal?: boolean;
}

/**
 * One error page of 03 §2 inside the page's `main` landmark, with the Retry and the host message core's
 * `getRouteErrorPage` gives it (the unknown-error page: Retry to the checkpoint redirect, and fatal to
 * the host, once per checkout as every terminal).
 */
export function ErrorRoute({ kind, retry = null, fatal = false }: ErrorRouteProps) {
  const navigate = useNavigate();
  const { host } = useServices();
  const Page = useCustomComponent('ErrorPage', ErrorPage);
  React.useEffect(() => {
    if (fatal) host.error({ code: HOST_FATAL_ERROR_CODES.unknown });
  }, [host, fatal]);
  return (
    <main id={SCREEN_MAIN_ID} tabIndex={-1} data-slot="error-route" className="outline-none">
      <Page kind={kind} {...(retry ? { onRetry: () => void navigate(`/${retry}`) } : {})} />
    </main>
  );
}
