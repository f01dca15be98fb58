import { createLeaseController } from '@leasekit/core/checkout';
import { useOwnedStore, useUpdateOptions, useStore } from '@leasekit/core/react';
import { CheckoutLeaseScreen } from '../../screens/checkout-lease';
import { useCheckout } from './use-checkout';

/**
 * Lease Summary route (02 §2, §4, §5, §7): the core's lease controller (delivery first where the store
 * requires it, the form's defaults, the lease computed on entry and on Re-Calculate, the HVAC technician
 * checks, Preview Contract and E-Sign with the save footer) on the screen, with Return to Retailer.
 */
export default function LeaseRoute() {
  const { services, locale, breadcrumbs, goTo, iframe, cancel, returning } = useCheckout();
  const lease = useOwnedStore(() =>
    createLeaseController({
      transport: services.api.request,
      session: services.session,
      technicianMemory: services.technicianMemory,
      navigate: goTo,
      iframe,
      locale,
    }),
  );
  useUpdateOptions(lease, { locale, iframe, navigate: goTo });
  const { retailStore, ...view } = useStore(lease);
  return (
    <CheckoutLeaseScreen
      locale={locale}
      breadcrumbs={breadcrumbs}
      store={retailStore}
      {...view}
      onFormChange={lease.setForm}
      onRecalculate={lease.recalculate}
      onPreview={lease.preview}
      onEsign={lease.esign}
      onReturnToRetailer={() => void cancel()}
      returning={returning}
      onRetry={lease.retry}
    />
  );
}
