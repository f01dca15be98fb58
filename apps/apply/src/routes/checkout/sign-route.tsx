import * as React from 'react';
import {
  formatCheckoutText,
  getApplicationOffers,
  getDefaultLeaseForm,
  getDiscardOutcome,
  getEsignErrorText,
  getLeaseRequest,
  getTechnicianServerErrors,
  isTechnicianRequired,
  LONG_TIMEOUT_MS,
} from '@leasekit/core';
import { leaveApp } from '../../app/leave-app';
import { CheckoutSignScreen } from '../../screens/checkout-sign';
import { checkoutMemory } from './checkout-state';
import { useCheckout } from './use-checkout';

/**
 * Sign route (02 §2, §4, §7, §8): POST …/esign, then the browser goes to the returned signing page
 * ('Redirecting for your contract signature...'). On failure the error ('Unable to generate Contract' or
 * the server's) and Discard Contract: POST …/discard, then back to the lease, or at the e-sign step (13)
 * the lease is fetched again with the same choices and the e-sign regenerated. A 422 on the HVAC
 * technician returns to the lease summary with the server's messages on the technician fields.
 */
export default function SignRoute() {
  const { services, locale, breadcrumbs, goTo, iframe, reload } = useCheckout();
  const { api, session } = services;
  const [status, setStatus] = React.useState<'redirecting' | 'failed'>('redirecting');
  const [error, setError] = React.useState<string | null>(null);
  const [discarding, setDiscarding] = React.useState(false);

  const esign = React.useCallback(async () => {
    const state = session.getState();
    const id = state.checkout?.id;
    if (id == null) return;
    setStatus('redirecting');
    const payload: Record<string, unknown> = { checkout_id: id, iframe };
    if (isTechnicianRequired(state.store)) payload.technician = checkoutMemory.getState().technician;
    const result = await api.request<{ url?: string; step?: number }>({
      method: 'POST',
      path: `/apply-v2/checkout/${String(id)}/esign`,
      payload,
      timeout: LONG_TIMEOUT_MS,
    });
    // Only an absolute http(s) signing page is opened (issue 15); anything else fails like an e-sign error.
    if (result.status && leaveApp(result.data?.url)) return;
    // A technician the server refused (01 §6): back to the lease summary, with its messages on the fields.
    const technicianErrors = getTechnicianServerErrors(result);
    if (technicianErrors) {
      checkoutMemory.setState({ technicianServerErrors: technicianErrors });
      goTo('checkout/lease', { replace: true });
      return;
    }
    setError(formatCheckoutText(getEsignErrorText(result), locale));
    setStatus('failed');
  }, [api, goTo, iframe, locale, session]);

  const started = React.useRef(false);
  React.useEffect(() => {
    if (started.current) return;
    started.current = true;
    void esign();
  }, [esign]);

  async function discard() {
    setDiscarding(true);
    const fresh = await reload();
    const checkout = (fresh?.data ?? session.getState().checkout) as Record<string, unknown> | null;
    const id = checkout?.id;
    const outcome = getDiscardOutcome(checkout?.current_step);
    const previous = (checkout?.lease as Record<string, unknown> | null) ?? null;
    await api.request({
      method: 'POST',
      path: `/apply-v2/checkout/${String(id)}/discard`,
      payload: { checkout_id: id },
    });
    if (outcome === 'checkout/lease' || !previous) {
      setDiscarding(false);
      goTo('checkout/lease', { replace: true });
      return;
    }
    const state = session.getState();
    const form = getDefaultLeaseForm({
      store: state.store,
      application: state.application as never,
      offerAmounts: getApplicationOffers(state.application),
      previous,
    });
    await api.request({
      path: `/apply-v2/checkout/${String(id)}/lease`,
      payload: getLeaseRequest({
        checkoutId: id as number,
        applicationId: (state.application?.id as number) ?? null,
        form,
        iframe,
        store: state.store,
      }),
    });
    setDiscarding(false);
    await esign();
  }

  return (
    <CheckoutSignScreen
      locale={locale}
      breadcrumbs={breadcrumbs}
      status={status}
      error={error}
      onDiscard={() => void discard()}
      discarding={discarding}
    />
  );
}
