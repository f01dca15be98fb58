import * as React from 'react';
import { useParams } from 'react-router';
import { API_PATHS, getIntellicheckExchangePatch } from '@leasekit/core';
import { IdentityCheckScreen } from '../../screens/identity-check';
import { useServices } from '../../app/services-context';
import { useBreadcrumbs, useGoTo } from '../../app/use-app';
import { exchangeOnce } from './exchange-once';

/**
 * /intellicheck/exchange/{token} (03 §2, §7): the phone's link lands here; the token is exchanged for a
 * session (data.token, and data.lease's application and checkout: `getIntellicheckExchangePatch`) and the
 * shopper continues at the checkpoint redirect. An answer naming no lease, or a failure, goes
 * to the 403 page when forbidden, else the unknown-error page.
 */
export default function IntellicheckExchangeRoute() {
  const { api, session } = useServices();
  const breadcrumbs = useBreadcrumbs();
  const goTo = useGoTo();
  const { token } = useParams();
  React.useEffect(() => {
    let live = true;
    void exchangeOnce(token ?? '', (linkToken) =>
      api.request<unknown>({
        path: API_PATHS.intellicheckExchange,
        headers: { 'X-APPLY-TOKEN': linkToken },
      }),
    ).then((result) => {
      if (!live) return;
      const patch = result.status ? getIntellicheckExchangePatch(result.data) : null;
      if (patch) {
        session.update(patch);
        goTo('checkpoint/redirect', { replace: true });
      } else goTo(result.code === 403 ? '403' : 'unknown', { replace: true });
    });
    return () => {
      live = false;
    };
  }, [api, session, token, goTo]);
  return <IdentityCheckScreen breadcrumbs={breadcrumbs} phone="" exchanging />;
}
