import * as React from 'react';
import { formatMessage } from '@leasekit/core';
import {
  getKeptDeliverySchedule,
  formatCheckoutText,
  getDeliveryCartItems,
  getItemServices,
  type CheckoutText,
  type DeliveryScheduleOutcome,
} from '@leasekit/core/checkout';
import { useOwnedStore, useStore } from '@leasekit/core/react';
import { CheckoutDeliveryScreen, type DeliveryItemView } from '../../screens/checkout-delivery';
import { useSaveStatusOf } from '../../screens/checkout-shared/use-save-status';
import { useCheckout } from './use-checkout';

/**
 * Delivery options route (02 §2, §4, §5, §7, §8): wires the delivery schedule store (core's
 * `createDeliverySchedule`, which owns the zip lookup, both steps' validation and calls) to the screen;
 * the page keeps it (`getKeptDeliverySchedule`), so Back and Forward onto the screen show the options as
 * the shopper left them. Once the schedule is accepted, the checkout reloads and the lease opens; Return to Retailer cancels
 * with the payload the store gives.
 */
export default function DeliveryRoute() {
  const { services: app, locale, breadcrumbs, goTo, checkout, cancel, returning, reload } = useCheckout();
  const items = React.useMemo(() => getDeliveryCartItems(checkout?.cart?.items), [checkout]);
  const checkoutId = checkout?.id ?? null;
  const delivery = useOwnedStore(() =>
    getKeptDeliverySchedule(app.deliveryMemory, { transport: app.api.request, checkoutId, items }),
  );
  const state = useStore(delivery);
  React.useEffect(() => delivery.setOptions({ checkoutId, items }), [delivery, checkoutId, items]);

  async function run(action: () => Promise<DeliveryScheduleOutcome>) {
    if ((await action()) !== 'scheduled') return;
    await reload();
    goTo('checkout/lease');
  }
  const [save, saveStatus] = useSaveStatusOf(state.saving, { locale });

  const format = (message: CheckoutText) => formatCheckoutText(message, locale);
  const views: DeliveryItemView[] = state.items.map((item) => {
    const notice = state.notices[item.sku];
    return {
      sku: item.sku,
      description: item.description,
      quantity: item.quantity,
      ...(item.required_parts ? { requiredParts: item.required_parts } : {}),
      services: getItemServices(state.availability?.[item.sku]),
      notice: notice ? formatMessage(notice, locale) : null,
    };
  });

  return (
    <CheckoutDeliveryScreen
      locale={locale}
      breadcrumbs={breadcrumbs}
      step={state.step}
      zip={state.zip}
      onZipChange={delivery.setZip}
      address={state.address}
      onAddressChange={delivery.setAddress}
      checking={state.checking}
      availabilityKnown={state.availability !== null}
      items={views}
      choices={state.choices}
      onServiceChange={delivery.setService}
      services={state.answers ?? {}}
      onChoiceChange={delivery.changeChoice}
      onToggleDeliveryType={delivery.toggleDeliveryType}
      errors={Object.fromEntries(
        Object.entries(state.errors).map(([key, message]) => [key, format(message)]),
      )}
      errorKey={state.errorKey}
      missingOptions={state.missing.length > 0}
      save={save}
      onRetry={() => {
        // The hint's 'click here' (02 §2): the hint's 30 s start over and the last action is sent again.
        saveStatus.retry();
        void run(delivery.retry);
      }}
      onContinue={() => void run(delivery.continue)}
      onBack={delivery.back}
      onSubmit={() => void run(delivery.submit)}
      onReturnToRetailer={() => void cancel(delivery.getCancelPayload())}
      returning={returning}
      scheduleError={state.scheduleError ? format(state.scheduleError) : null}
    />
  );
}
