import * as React from 'react';
import { createCompletedCheckout } from '@leasekit/core/checkout';
import { useCompletedRedirect, useOwnedStore, useUpdateOptions, useStore } from '@leasekit/core/react';
import { CheckoutCompleteScreen } from '../../screens/checkout-complete';
import { OneMomentScreen } from '../../screens/one-moment';
import { leaveApp } from '../../app/leave-app';
import { useCheckout } from './use-checkout';

/**
 * Completed route (02 §2, §4, 04): the variant from the reloaded checkout; the host hears `success` /
 * CHECKOUT_COMPLETED (with checkout and application ids) once; 'Return to retailer checkout' posts
 * `close` when embedded; in redirect mode a success returns to the thank-you URL after 5 seconds and a
 * failure to the failure URL when the shopper asks.
 */
export default function CompleteRoute() {
  const { services, locale, breadcrumbs, reload } = useCheckout();
  const { host, session } = services;
  const completionOptions: Parameters<typeof createCompletedCheckout>[0] = {
    load: reload,
    // The checkout in the session is only the fallback.
    fallback: () => session.getState().checkout,
    onSuccess: (ids) => host.success(ids),
  };
  const completion = useOwnedStore(() => createCompletedCheckout(completionOptions));
  useUpdateOptions(completion, completionOptions);
  const { variant, outcome, returnUrl, failureUrl } = useStore(completion);
  // Loaded once per visit.
  React.useEffect(() => {
    void completion.load();
  }, [completion]);

  const { redirect, state } = useCompletedRedirect({
    mode: host.getState().mode,
    outcome,
    returnUrl,
    failureUrl,
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
