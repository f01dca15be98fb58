import * as React from 'react';
import { createESignFlow, formatCheckoutText } from '@leasekit/core/checkout';
import { useOwnedStore, useUpdateOptions, useStore } from '@leasekit/core/react';
import { leaveApp } from '../../app/leave-app';
import { CheckoutSignScreen } from '../../screens/checkout-sign';
import { useCheckout } from './use-checkout';

/**
 * Sign route (02 §2, §4, §7, §8): wires core's e-sign flow (`createESignFlow`: POST …/esign, then the
 * signing page; on failure the error and Discard Contract; a technician 422 back to the lease summary) to
 * the screen. Only an absolute http(s) signing page is opened (`leaveApp`). The signing page takes this
 * screen's history entry over (docs/behaviour.md "Browser history"): Back from it goes to the screen
 * before, never to this one, which would generate the contract again.
 */
export default function SignRoute() {
  const { services, locale, breadcrumbs, goTo, iframe } = useCheckout();
  const { api, session, technicianMemory } = services;
  const onReturnToLease = React.useCallback(() => goTo('checkout/lease', { replace: true }), [goTo]);
  const flow = useOwnedStore(() =>
    createESignFlow({
      transport: api.request,
      session,
      technicianMemory,
      iframe,
      openSigningPage: (url) => leaveApp(url, (safe) => window.location.replace(safe)),
      onReturnToLease,
    }),
  );
  useUpdateOptions(flow, { iframe, onReturnToLease });
  const state = useStore(flow);
  React.useEffect(() => flow.start(), [flow]);

  return (
    <CheckoutSignScreen
      locale={locale}
      breadcrumbs={breadcrumbs}
      status={state.status}
      error={state.error ? formatCheckoutText(state.error, locale) : null}
      onDiscard={() => void flow.discard()}
      discarding={state.discarding}
    />
  );
}
