import * as React from 'react';
import { getCompletedOutcome, getCompletedVariant } from '@leasekit/core';
import { useCompletedRedirect } from '@leasekit/core/react';
import { CheckoutCompleteScreen } from '../../screens/checkout-complete';
import { OneMomentScreen } from '../../screens/one-moment';
import { leaveApp } from '../../app/leave-app';
import { useCheckout, type CheckoutRecord } from './use-checkout';

type Result = {
  status?: unknown;
  data?: { url?: string; code?: string | null; application_id?: number };
} | null;

/**
 * Completed route (02 §2, §4, 04): the variant from the reloaded checkout; the host hears `success` /
 * CHECKOUT_COMPLETED (with checkout and application ids) once; 'Return to retailer checkout' posts
 * `close` when embedded; in redirect mode a success returns to the thank-you URL after 5 seconds and a
 * failure to the failure URL when the shopper asks.
 */
export default function CompleteRoute() {
  const { services, locale, breadcrumbs, reload } = useCheckout();
  const { host, session } = services;
  const [loaded, setLoaded] = React.useState<CheckoutRecord | null>(null);

  // Loaded once per visit; the checkout in the session is only the fallback.
  React.useEffect(() => {
    let alive = true;
    void reload().then((result) => {
      const fallback = session.getState().checkout as CheckoutRecord | null;
      if (alive) setLoaded((result?.data as CheckoutRecord | undefined) ?? fallback);
    });
    return () => {
      alive = false;
    };
  }, [reload, session]);

  const record = loaded;
  const variant = record ? getCompletedVariant(record as never) : null;
  const result = (record?.result ?? null) as Result;

  React.useEffect(() => {
    if (!record || !variant) return;
    if (variant === 'success')
      host.success({ checkout_id: record.id ?? null, application_id: record.application_id ?? null });
  }, [host, record, variant]);

  const { redirect, state } = useCompletedRedirect({
    mode: host.getState().mode,
    outcome: variant ? getCompletedOutcome(variant) : null,
    returnUrl: (record?.return_url_thankyou as string | undefined) ?? result?.data?.url ?? null,
    failureUrl: (record?.return_url_failure as string | undefined) ?? null,
    navigate: leaveApp,
    onClose: () => host.close(),
  });

  if (!variant) return <OneMomentScreen locale={locale} breadcrumbs={breadcrumbs} />;
  return (
    <CheckoutCompleteScreen
      locale={locale}
      breadcrumbs={breadcrumbs}
      variant={variant}
      secondsLeft={state.secondsLeft}
      stayed={state.stayed}
      onStay={() => redirect.stay()}
      onReturn={() => redirect.returnToRetailer()}
    />
  );
}
