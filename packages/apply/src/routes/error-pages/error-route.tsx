import * as React from 'react';
import { HOST_FATAL_ERROR_CODES } from '@leasekit/core';
import { ErrorPage, SCREEN_MAIN_ID, type ErrorPageKind } from '@leasekit/ui';
import { useNavigate } from 'react-router';
import { useServices } from '../../app/services-context';
import { useCustomComponent } from '../../customization/customization';

/**
 * One error page of 03 §2 inside the page's `main` landmark. The unknown-error page gets the Retry
 * button going to the checkpoint redirect (03 §2), and tells the host: CHECKOUT_ERROR with the code
 * `E_UNKNOWN_ERROR` and the default message (04, a fatal error; once per checkout, as every terminal).
 */
export function ErrorRoute({ kind }: { kind: ErrorPageKind }) {
  const navigate = useNavigate();
  const { host } = useServices();
  const Page = useCustomComponent('ErrorPage', ErrorPage);
  React.useEffect(() => {
    if (kind === 'unknown') host.error({ code: HOST_FATAL_ERROR_CODES.unknown });
  }, [host, kind]);
  return (
    <main id={SCREEN_MAIN_ID} tabIndex={-1} data-slot="error-route" className="outline-none">
      <Page
        kind={kind}
        {...(kind === 'unknown' ? { onRetry: () => void navigate('/checkpoint/redirect') } : {})}
      />
    </main>
  );
}
