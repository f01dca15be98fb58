import { ErrorPage, SCREEN_MAIN_ID, type ErrorPageKind } from '@leasekit/ui';
import { useNavigate } from 'react-router';

/**
 * One error page of 03 §2 inside the page's `main` landmark. The unknown-error page gets the Retry
 * button going to the checkpoint redirect (03 §2).
 */
export function ErrorRoute({ kind }: { kind: ErrorPageKind }) {
  const navigate = useNavigate();
  return (
    <main id={SCREEN_MAIN_ID} tabIndex={-1} data-slot="error-route" className="outline-none">
      <ErrorPage
        kind={kind}
        {...(kind === 'unknown' ? { onRetry: () => void navigate('/checkpoint/redirect') } : {})}
      />
    </main>
  );
}
