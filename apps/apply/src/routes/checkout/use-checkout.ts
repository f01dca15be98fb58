import * as React from 'react';
import type { ApiResult } from '@leasekit/core';
import { leaveApp } from '../../app/leave-app';
import { useServices } from '../../app/services-context';
import { useBreadcrumbs, useGoTo, useRouteName, useSession, useTranslate } from '../../app/use-app';

/** A checkout record as the screens read it (03 §3 Checkout); values arrive loosely typed. */
export type CheckoutRecord = Record<string, unknown> & {
  id?: number | string;
  current_step?: unknown;
  return_url_failure?: string | null;
  return_url_thankyou?: string | null;
  application_id?: number | string | null;
};

/**
 * What every checkout route shares: the app services, the session's checkout, store and application,
 * locale and breadcrumbs, navigation, host `progress` for each wizard move (04), a reload of the checkout
 * record, and the cancel that every 'Return to Retailer' uses.
 */
export function useCheckout() {
  const services = useServices();
  const { api, session, host } = services;
  const { locale, t } = useTranslate();
  const breadcrumbs = useBreadcrumbs();
  const goTo = useGoTo();
  const routeName = useRouteName();
  const checkout = useSession((state) => state.checkout) as CheckoutRecord | null;
  const store = useSession((state) => state.store);
  const application = useSession((state) => state.application);
  const checkoutId = checkout?.id ?? null;
  const [returning, setReturning] = React.useState(false);

  // 04: the wizard's step-by-step progress, with the route name as the step; once per move (StrictMode
  // runs effects twice, and the host must not see a move twice).
  React.useEffect(() => {
    if (routeName && host.getState().step !== routeName) host.progress(routeName);
  }, [host, routeName]);

  /** GET /apply-v2/checkout/{id} into the session; the answer (a 406 reaches the host through the API client). */
  const reload = React.useCallback(async (): Promise<ApiResult<CheckoutRecord> | null> => {
    const id = session.getState().checkout?.id;
    if (id == null) return null;
    const result = await api.request<CheckoutRecord>({ path: `/apply-v2/checkout/${String(id)}` });
    if (result.status && result.data) session.update({ checkout: result.data });
    return result;
  }, [api, session]);

  /**
   * Cancels the checkout (02 §4 "cancel sends a cancel to the checkout and redirects to the failure url"):
   * POST cancel with the payload, `cancelled` to the host (04, once), then `close` when embedded, or the
   * failure URL in redirect mode.
   */
  const cancel = React.useCallback(
    async (payload: { code?: string; message?: string } = {}) => {
      const current = session.getState().checkout as CheckoutRecord | null;
      if (current?.id == null) return;
      setReturning(true);
      const result = await api.request<{ return_url_failure?: string }>({
        method: 'POST',
        path: `/apply-v2/checkout/${String(current.id)}/cancel`,
        payload,
      });
      host.cancelled({ checkout_id: current.id, ...payload });
      const failureUrl = result.data?.return_url_failure ?? current.return_url_failure ?? null;
      if (host.getState().mode === 'redirect') {
        leaveApp(failureUrl);
      } else {
        host.close();
      }
      setReturning(false);
    },
    [api, host, session],
  );

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
    reload,
    cancel,
    returning,
  };
}
