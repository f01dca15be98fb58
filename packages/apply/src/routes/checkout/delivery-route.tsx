import { createDeliveryController } from '@leasekit/core/checkout';
import { useOwnedStore, useUpdateOptions, useStore } from '@leasekit/core/react';
import { CheckoutDeliveryScreen } from '../../screens/checkout-delivery';
import { useSaveStatusOf } from '../../screens/checkout-shared/use-save-status';
import { useCheckout } from './use-checkout';

/**
 * Delivery options route (02 §2, §4, §5, §7, §8): the core's delivery controller (the zip lookup, both
 * steps' validation and calls, the schedule the page keeps so Back and Forward onto the screen show the
 * options as the shopper left them, the lease once the schedule is accepted) on the screen, with the
 * save footer and Return to Retailer, which cancels with the payload the controller gives.
 */
export default function DeliveryRoute() {
  const { services, locale, breadcrumbs, goTo, cancel, returning, reload } = useCheckout();
  const delivery = useOwnedStore(() =>
    createDeliveryController({
      transport: services.api.request,
      session: services.session,
      memory: services.deliveryMemory,
      navigate: goTo,
      reload,
      locale,
    }),
  );
  useUpdateOptions(delivery, { locale, navigate: goTo });
  const view = useStore(delivery);
  const [save, saveStatus] = useSaveStatusOf(view.saving, { locale });
  return (
    <CheckoutDeliveryScreen
      locale={locale}
      breadcrumbs={breadcrumbs}
      {...view}
      onZipChange={delivery.setZip}
      onAddressChange={delivery.setAddress}
      onServiceChange={delivery.setService}
      onChoiceChange={delivery.changeChoice}
      onToggleDeliveryType={delivery.toggleDeliveryType}
      save={save}
      onRetry={() => {
        // The hint's 'click here' (02 §2): the hint's 30 s start over and the last action is sent again.
        saveStatus.retry();
        void delivery.retry();
      }}
      onContinue={() => void delivery.continue()}
      onBack={delivery.back}
      onSubmit={() => void delivery.submit()}
      onReturnToRetailer={() => void cancel(delivery.getCancelPayload())}
      returning={returning}
    />
  );
}
