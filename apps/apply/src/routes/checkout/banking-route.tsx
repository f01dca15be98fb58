import { useSchemaForm } from '@leasekit/core/react';
import { CheckoutBankingScreen } from '../../screens/checkout-banking';
import { useCheckout } from './use-checkout';

/** Banking Details route (02 §2): the checkout's schema form (GET …/banking?_form=true), then the process. */
export default function BankingRoute() {
  const { services, locale, breadcrumbs, goTo, checkoutId } = useCheckout();
  const { form, state } = useSchemaForm({
    transport: services.api.request,
    schemaPath: `/apply-v2/checkout/${String(checkoutId)}/banking`,
    locale,
  });
  return (
    <CheckoutBankingScreen
      locale={locale}
      breadcrumbs={breadcrumbs}
      form={form}
      loading={state.status === 'loading'}
      transport={services.api.request}
      onSuccess={() => goTo('process', { replace: true })}
    />
  );
}
