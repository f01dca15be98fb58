import * as React from 'react';
import { useNavigate } from 'react-router';
import { API_PATHS, LONG_TIMEOUT_MS, readRecord } from '@leasekit/core';
import { getProcessOutcome } from '@leasekit/core/checkout';
import type { CheckoutProcessResponse, GatewayRecord } from '@leasekit/core/contract';
import { leaveApp } from '../../app/leave-app';
import { OneMomentScreen } from '../../screens/one-moment';
import { useServices } from '../../app/services-context';
import { useBreadcrumbs, useTranslate } from '../../app/use-app';
import { pathOf } from '../route-paths';

/**
 * The checkpoint process screen (03 §4): GET /apply-v2/checkout/{checkout_id}/process, then the core's
 * `getProcessOutcome` in the spec's priority order (payment with config, banking, intellicheck, leave the
 * site after a step update, complete, checkpoint redirect). Without a checkout → the checkpoint redirect.
 */
export default function ProcessRoute() {
  const navigate = useNavigate();
  const { api, session, host } = useServices();
  const { locale } = useTranslate();
  const breadcrumbs = useBreadcrumbs();
  const started = React.useRef(false);

  React.useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const checkoutId = session.getState().checkout?.id;
      if (checkoutId == null) {
        void navigate(pathOf('checkpoint/redirect'), { replace: true });
        return;
      }
      const result = await api.request({
        path: API_PATHS.checkoutProcess(checkoutId),
        timeout: LONG_TIMEOUT_MS,
      });
      if (!result.status) {
        void navigate(pathOf(result.code === 403 ? '403' : 'unknown'), { replace: true });
        return;
      }
      const outcome = getProcessOutcome(readRecord<CheckoutProcessResponse>(result.data));
      if (outcome.route === 'external') {
        host.progress('process');
        leaveApp(outcome.url);
        return;
      }
      if (outcome.route === 'checkout/payment')
        session.update({ gateway: readRecord<GatewayRecord>(outcome.config) });
      void navigate(pathOf(outcome.route), { replace: true });
    })();
  }, [api, host, navigate, session]);

  return <OneMomentScreen locale={locale} breadcrumbs={breadcrumbs} />;
}
