import * as React from 'react';
import { createSaveStatus } from '@leasekit/core';
import { useOwnedStore, useSchemaForm, useStore } from '@leasekit/core/react';
import { BANKING_FORM_ID, CheckoutBankingScreen } from '../../screens/checkout-banking';
import { useCheckout } from './use-checkout';

/**
 * Banking Details route (02 §2): the checkout's schema form (GET …/banking?_form=true), then the process.
 * The footer's save status follows the form's submit; 'click here' submits again (the engine joins a
 * call still in flight, so nothing is sent twice).
 */
export default function BankingRoute() {
  const { services, locale, breadcrumbs, goTo, checkoutId } = useCheckout();
  const { form, state } = useSchemaForm({
    transport: services.api.request,
    schemaPath: `/apply-v2/checkout/${String(checkoutId)}/banking`,
    locale,
  });
  const saveStatus = useOwnedStore(() => createSaveStatus({ locale }));
  const save = useStore(saveStatus);
  React.useEffect(() => {
    if (state.submitting) saveStatus.start();
    else saveStatus.finish();
  }, [saveStatus, state.submitting]);
  return (
    <CheckoutBankingScreen
      locale={locale}
      breadcrumbs={breadcrumbs}
      form={form}
      loading={state.status === 'loading'}
      transport={services.api.request}
      onSuccess={() => goTo('process', { replace: true })}
      save={save}
      onRetry={() => {
        saveStatus.start();
        (document.getElementById(BANKING_FORM_ID) as HTMLFormElement | null)?.requestSubmit();
      }}
    />
  );
}
