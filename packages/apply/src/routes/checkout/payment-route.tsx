import { createPaymentController } from '@leasekit/core/checkout';
import { useOwnedStore, useUpdateOptions, useStore } from '@leasekit/core/react';
import { CheckoutPaymentScreen } from '../../screens/checkout-payment';
import { useSaveStatusOf } from '../../screens/checkout-shared';
import { useCheckout } from './use-checkout';

/**
 * Payment route (02 §2, §5, §7–9): the core's payment controller (the down payment notice, the card form
 * whose number and code leave it only for the token call, token then process, and the process step
 * after) on the payment screen, with the save footer.
 */
export default function PaymentRoute() {
  const { services, locale, breadcrumbs, goTo, reload } = useCheckout();
  const payment = useOwnedStore(() =>
    createPaymentController({
      transport: services.api.request,
      session: services.session,
      navigate: goTo,
      reload,
      locale,
    }),
  );
  useUpdateOptions(payment, { locale, navigate: goTo });
  const view = useStore(payment);
  const [save, saveStatus] = useSaveStatusOf(view.submitting, { locale });
  return (
    <CheckoutPaymentScreen
      locale={locale}
      breadcrumbs={breadcrumbs}
      {...view}
      onContinue={payment.continue}
      onValueChange={payment.changeValue}
      onFieldBlur={payment.blur}
      onSubmit={() => void payment.submit()}
      onCancel={payment.cancel}
      save={save}
      onRetry={() => {
        saveStatus.finish();
        payment.retry();
      }}
    />
  );
}
