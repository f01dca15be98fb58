import { useParams } from 'react-router';
import { createIdentityExchangeController } from '@leasekit/core/apply';
import { useOwnedStore } from '@leasekit/core/react';
import { IdentityCheckScreen } from '../../screens/identity-check';
import { useServices } from '../../app/services-context';
import { useBreadcrumbs, useGoTo } from '../../app/use-app';

/**
 * /intellicheck/exchange/{token} (03 §2, §7): the phone's link lands here; the core's identity exchange
 * controller exchanges the token for a session and continues at the checkpoint redirect, or at the 403
 * or unknown-error page.
 */
export default function IntellicheckExchangeRoute() {
  const { api, session } = useServices();
  const breadcrumbs = useBreadcrumbs();
  const goTo = useGoTo();
  const { token = '' } = useParams();
  useOwnedStore(() => createIdentityExchangeController({ transport: api.request, session, goTo, token }));
  return <IdentityCheckScreen breadcrumbs={breadcrumbs} phone="" exchanging />;
}
