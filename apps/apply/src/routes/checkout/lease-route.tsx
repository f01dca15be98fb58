import * as React from 'react';
import {
  formatMessage,
  formatMoney,
  getPaymentFrequencyChoices,
  OCP_WEEKLY_PRICE_CENTS,
} from '@leasekit/core';
import {
  createLeaseSummary,
  formatCheckoutText,
  getApplicationOffers,
  getCustomerSummary,
  getLeaseOptionChoices,
  getPrimaryIncomeFrequency,
  getStoreDetails,
  isOcpSwitchVisible,
  type CheckoutText,
} from '@leasekit/core/checkout';
import { useOwnedStore, usePushOptions, useStore } from '@leasekit/core/react';
import { CheckoutLeaseScreen } from '../../screens/checkout-lease';
import { useCheckout } from './use-checkout';

/**
 * Lease Summary route (02 §2, §4, §5, §7): wires core's lease summary store (`createLeaseSummary`: delivery
 * first where the store requires it, the form's defaults, GET …/lease on entry and on Re-Calculate, the
 * HVAC technician checks, Preview Contract and E-Sign with the save footer) to the screen. No business
 * state lives here.
 */
export default function LeaseRoute() {
  const { services, locale, breadcrumbs, goTo, store, application, iframe, cancel, returning } =
    useCheckout();
  const { api, session } = services;
  const summary = useOwnedStore(() =>
    createLeaseSummary({
      transport: api.request,
      session,
      technicianMemory: services.technicianMemory,
      iframe,
      locale,
      onNavigate: goTo,
    }),
  );
  usePushOptions(summary, { locale, iframe, onNavigate: goTo });
  const state = useStore(summary);
  const save = useStore(summary.saveStatus);
  React.useEffect(() => summary.start(), [summary]);

  const offers = getApplicationOffers(application);
  const text = (message: CheckoutText) => formatCheckoutText(message, locale);
  const technicianText = Object.fromEntries(
    Object.entries(state.technicianErrors).map(([field, message]) => [field, text(message)]),
  );

  return (
    <CheckoutLeaseScreen
      locale={locale}
      breadcrumbs={breadcrumbs}
      store={getStoreDetails(store)}
      customer={getCustomerSummary(application)}
      items={state.rows}
      cartTotalCents={state.cartTotalCents}
      form={state.form}
      onFormChange={summary.setForm}
      optionChoices={getLeaseOptionChoices(offers)}
      frequencyChoices={getPaymentFrequencyChoices(getPrimaryIncomeFrequency(application))}
      ocpVisible={isOcpSwitchVisible(store)}
      ocpPrice={formatMoney(OCP_WEEKLY_PRICE_CENTS)}
      leaseAmountCents={state.amountCheck.amount}
      limitMessage={state.amountCheck.error ? formatMessage(state.amountCheck.error, locale) : null}
      terms={state.terms}
      loading={state.loading}
      expressOffers={state.expressOffers}
      technician={
        state.technicianRequired
          ? {
              values: state.technician,
              errors: state.showTechnicianErrors ? technicianText : {},
              onChange: summary.setTechnician,
            }
          : null
      }
      errorSummary={state.summaryErrors.map((line) => ({ id: line.id, message: text(line.message) }))}
      errorKey={state.errorKey}
      onRecalculate={() => void summary.recalculate()}
      onPreview={() => void summary.proceed('preview')}
      onEsign={() => void summary.proceed('esign')}
      onReturnToRetailer={() => void cancel()}
      returning={returning}
      actionsDisabled={state.actionsDisabled}
      save={save}
      onRetry={summary.retry}
      leaseError={state.error ? text(state.error) : null}
    />
  );
}
