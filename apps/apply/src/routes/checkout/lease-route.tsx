import * as React from 'react';
import {
  createSaveStatus,
  formatMessage,
  formatMoney,
  getApplicationOffers,
  getCartTotal,
  getContractTerms,
  getCustomerSummary,
  getDefaultLeaseForm,
  getDeliveryRequiredRoute,
  getLeaseAmountCheck,
  getLeaseFailureAction,
  getLeaseOptionChoices,
  getLeaseRequest,
  getPaymentFrequencyChoices,
  getPrimaryIncomeFrequency,
  getStoreDetails,
  getExpressCheckoutOffers,
  isOcpSwitchVisible,
  isTechnicianRequired,
  OCP_WEEKLY_PRICE_CENTS,
  parseAmountToCents,
  validateTechnician,
  type LeaseFormValues,
  type Technician,
  formatCheckoutText,
  getServerText,
  type CheckoutText,
} from '@leasekit/core';
import { useOwnedStore, useStore } from '@leasekit/core/react';
import { CheckoutLeaseScreen, type LeaseCartRow } from '../../screens/checkout-lease';
import { checkoutMemory } from './checkout-state';
import { useCheckout } from './use-checkout';

type Cart = { items?: { sku: string; description: string; quantity: number; unit_price: unknown }[] };

/**
 * Lease Summary route (02 §2, §4, §5, §7): delivery first where the store requires it; the lease form's
 * defaults from the offers and the income frequency; GET …/lease on entry and on Re-Calculate (a failure
 * opens the 'Error' modal whose Return to Retailer cancels; 409 E_MISSING_OPTIONS goes to delivery);
 * Preview Contract and E-Sign after the HVAC technician checks, with the save footer.
 */
export default function LeaseRoute() {
  const { services, locale, breadcrumbs, goTo, checkout, store, application, iframe, cancel, returning } =
    useCheckout();
  const { api, session } = services;
  const storeRecord = store as Record<string, unknown> | null;
  const leaseProgram = (storeRecord?.lease_program ?? null) as Record<string, unknown> | null;
  const offers = getApplicationOffers(application);
  const [form, setForm] = React.useState<LeaseFormValues>(() =>
    getDefaultLeaseForm({
      store: storeRecord,
      application: application as never,
      offerAmounts: offers,
      previous: (checkout?.lease as Record<string, unknown> | null) ?? null,
    }),
  );
  const [computation, setComputation] = React.useState<Record<string, unknown> | null>(null);
  const [computedFor, setComputedFor] = React.useState<string | null>(null);
  const [loading, setLoading] = React.useState(false);
  const [leaseError, setLeaseError] = React.useState<CheckoutText | null>(null);
  const [errorKey, setErrorKey] = React.useState(0);
  const technician = useStore(checkoutMemory, (state) => state.technician);
  const technicianServerErrors = useStore(checkoutMemory, (state) => state.technicianServerErrors);
  // A technician the server refused (the sign route came back here) shows its messages at once.
  const [showTechnicianErrors, setShowTechnicianErrors] = React.useState(
    () => Object.keys(checkoutMemory.getState().technicianServerErrors).length > 0,
  );
  const saveStatus = useOwnedStore(() => createSaveStatus({ locale }));
  const save = useStore(saveStatus);
  const pendingAction = React.useRef<'preview' | 'esign' | null>(null);

  const deliveryRoute = getDeliveryRequiredRoute(storeRecord, checkout as { delivery?: unknown } | null);
  React.useEffect(() => {
    if (deliveryRoute) goTo(deliveryRoute, { replace: true });
  }, [deliveryRoute, goTo]);

  const fetchLease = React.useCallback(
    async (values: LeaseFormValues) => {
      const id = session.getState().checkout?.id;
      if (id == null) return false;
      setLoading(true);
      const result = await api.request<Record<string, unknown>>({
        path: `/apply-v2/checkout/${String(id)}/lease`,
        payload: getLeaseRequest({
          checkoutId: id as number,
          applicationId: (session.getState().application?.id as number | undefined) ?? null,
          form: values,
          iframe,
          store: storeRecord,
        }),
      });
      setLoading(false);
      if (result.status && result.data) {
        setComputation(result.data);
        setComputedFor(JSON.stringify(values));
        return true;
      }
      const action = getLeaseFailureAction(result);
      if (action === 'delivery') goTo('checkout/delivery', { replace: true });
      // 02 §8: the server's message, else 'Unknown error occurred…', never an empty modal.
      if (action === 'modal') setLeaseError(getServerText(result, 'errors.unknownSubmit'));
      return false;
    },
    [api, goTo, iframe, session, storeRecord],
  );

  const started = React.useRef(false);
  React.useEffect(() => {
    if (started.current || deliveryRoute) return;
    started.current = true;
    void fetchLease(form);
  }, [deliveryRoute, fetchLease, form]);

  const technicianNeeded = isTechnicianRequired(storeRecord);
  const technicianErrors = technicianNeeded ? validateTechnician(technician, locale) : {};
  const technicianText = {
    ...(technicianNeeded ? technicianServerErrors : {}),
    ...Object.fromEntries(
      Object.entries(technicianErrors).map(([field, message]) => [field, formatMessage(message, locale)]),
    ),
  } as Partial<Record<keyof Technician, string>>;

  // After a reload the memory is empty: the technician the server kept with the checkout fills the form.
  const savedTechnician = (checkout?.technician ?? null) as Record<string, unknown> | null;
  React.useEffect(() => {
    if (!technicianNeeded || !savedTechnician) return;
    const current = checkoutMemory.getState().technician;
    if (Object.values(current).some((value) => value !== '')) return;
    checkoutMemory.setState({
      technician: {
        name: String(savedTechnician.name ?? ''),
        phone: String(savedTechnician.phone ?? ''),
        email: String(savedTechnician.email ?? ''),
        quote: savedTechnician.quote == null ? '' : String(savedTechnician.quote),
      },
    });
  }, [savedTechnician, technicianNeeded]);

  async function proceed(action: 'preview' | 'esign') {
    if (technicianNeeded && Object.keys(technicianText).length > 0) {
      setShowTechnicianErrors(true);
      setErrorKey((key) => key + 1);
      return;
    }
    pendingAction.current = action;
    saveStatus.start();
    const fresh = computedFor === JSON.stringify(form) && computation ? true : await fetchLease(form);
    saveStatus.finish();
    if (!fresh || pendingAction.current !== action) return;
    goTo(action === 'preview' ? 'checkout/preview' : 'checkout/sign');
  }

  const items: LeaseCartRow[] = ((checkout?.cart as Cart | undefined)?.items ?? []).map((item) => {
    const unit = parseAmountToCents(item.unit_price) ?? 0;
    return {
      sku: item.sku,
      description: item.description,
      quantity: item.quantity,
      unitPriceCents: unit,
      totalCents: unit * item.quantity,
    };
  });
  const cartItems = (checkout?.cart as Cart | undefined)?.items ?? [];
  const delivery = (checkout?.delivery as { charge_cents?: number } | null | undefined)?.charge_cents ?? 0;
  const check = getLeaseAmountCheck({
    cartItems,
    deliveryCents: delivery,
    additionalDown: form.additionalDown,
    offerAmounts: offers,
    option: form.option,
    leaseProgram,
  });
  const summaryErrors = showTechnicianErrors
    ? Object.entries(technicianText).map(([field, message]) => ({
        id: `technician-${field}`,
        message: message!,
      }))
    : [];

  return (
    <CheckoutLeaseScreen
      locale={locale}
      breadcrumbs={breadcrumbs}
      store={getStoreDetails(storeRecord)}
      customer={getCustomerSummary(application)}
      items={items}
      cartTotalCents={getCartTotal(cartItems)}
      form={form}
      onFormChange={(patch) => setForm((current) => ({ ...current, ...patch }))}
      optionChoices={getLeaseOptionChoices(offers)}
      frequencyChoices={getPaymentFrequencyChoices(getPrimaryIncomeFrequency(application))}
      ocpVisible={isOcpSwitchVisible(storeRecord)}
      ocpPrice={formatMoney(OCP_WEEKLY_PRICE_CENTS)}
      leaseAmountCents={check.amount}
      limitMessage={check.error ? formatMessage(check.error, locale) : null}
      terms={getContractTerms(computation, leaseProgram, form.option)}
      loading={loading}
      expressOffers={getExpressCheckoutOffers(storeRecord, computation)}
      technician={
        technicianNeeded
          ? {
              values: technician,
              errors: showTechnicianErrors ? technicianText : {},
              onChange: (field, value) =>
                checkoutMemory.setState((state) => {
                  // A changed field drops the server's message about it (the form's own rules still apply).
                  const { [field]: _changed, ...serverErrors } = state.technicianServerErrors;
                  return {
                    technician: { ...state.technician, [field]: value },
                    technicianServerErrors: serverErrors,
                  };
                }),
            }
          : null
      }
      errorSummary={summaryErrors}
      errorKey={errorKey}
      onRecalculate={() => void fetchLease(form)}
      onPreview={() => void proceed('preview')}
      onEsign={() => void proceed('esign')}
      onReturnToRetailer={() => void cancel()}
      returning={returning}
      actionsDisabled={!computation || loading}
      save={save}
      onRetry={() => {
        const action = pendingAction.current;
        saveStatus.finish();
        if (action) void proceed(action);
      }}
      leaseError={leaseError ? formatCheckoutText(leaseError, locale) : null}
    />
  );
}
