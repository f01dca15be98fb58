import * as React from 'react';
import { API_PATHS, createSaveStatus } from '@leasekit/core';
import { useOwnedStore, useSchemaForm, useStepBehaviour, useStore } from '@leasekit/core/react';
import { BANKING_FORM_ID, CheckoutBankingScreen } from '../../screens/checkout-banking';
import { stepFieldTypes, stepWidgets } from '../../screens/apply-step/step-widgets';
import { useCheckout } from './use-checkout';

/**
 * Banking Details route (02 §2, §5): the checkout's schema form (GET …/banking?_form=true) with the
 * wizard's routing widget and bank name lookup, then the process.
 * The footer's save status follows the form's submit; 'click here' submits again (the engine joins a
 * call still in flight, so nothing is sent twice).
 */
export default function BankingRoute() {
  const { services, locale, checkoutId, breadcrumbs, goTo, store } = useCheckout();
  const { form, state } = useSchemaForm({
    transport: services.api.request,
    schemaPath: API_PATHS.checkoutBanking(checkoutId),
    locale,
    fieldTypes: stepFieldTypes,
  });
  // The same routing behaviour as the application's banking step: 9 digits look the bank name up (02 §5).
  const { state: behaviour } = useStepBehaviour({
    form,
    transport: services.api.request,
    storeId: store?.id ?? null,
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
      widgets={stepWidgets}
      routingError={behaviour.routing.error}
      onSuccess={() => goTo('process', { replace: true })}
      save={save}
      onRetry={() => {
        saveStatus.start();
        const bankingForm = document.getElementById(BANKING_FORM_ID);
        if (bankingForm instanceof HTMLFormElement) bankingForm.requestSubmit();
      }}
    />
  );
}
