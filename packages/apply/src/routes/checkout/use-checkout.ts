import * as React from 'react';
import { createCheckoutControls } from '@leasekit/core/checkout';
import { useOwnedStore, useStore } from '@leasekit/core/react';
import { leaveApp } from '../../app/leave-app';
import { useServices } from '../../app/services-context';
import { useBreadcrumbs, useGoTo, useRouteName, useSession, useTranslate } from '../../app/use-app';

/**
 * What every checkout route shares: the app services, the session's checkout, store and application,
 * locale and breadcrumbs, navigation, host `progress` for each wizard move (04), and core's checkout
 * controls (`createCheckoutControls`): a reload of the checkout record and the cancel that every 'Return
 * to Retailer' uses.
 */
export function useCheckout() {
  const services = useServices();
  const { api, session, host } = services;
  const { locale, t } = useTranslate();
  const breadcrumbs = useBreadcrumbs();
  const goTo = useGoTo();
  const routeName = useRouteName();
  const checkout = useSession((state) => state.checkout);
  const store = useSession((state) => state.retailStore);
  const application = useSession((state) => state.application);
  const checkoutId = checkout?.id ?? null;
  const controls = useOwnedStore(() =>
    createCheckoutControls({ transport: api.request, session, host, leave: (url) => leaveApp(url) }),
  );
  const { returning } = useStore(controls);

  // 04: the wizard's step-by-step progress, with the route name as the step; once per move (StrictMode
  // runs effects twice, and the host must not see a move twice).
  React.useEffect(() => {
    if (routeName && host.getState().step !== routeName) host.progress(routeName);
  }, [host, routeName]);

  return {
    services,
    locale,
    t,
    breadcrumbs,
    goTo,
    checkout,
    checkoutId,
    store,
    application,
    iframe: useSession((state) => state.iframe) || host.getState().mode !== 'redirect',
    reload: controls.reload,
    cancel: controls.cancel,
    returning,
  };
}
