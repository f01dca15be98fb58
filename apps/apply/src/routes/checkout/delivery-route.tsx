import * as React from 'react';
import {
  canFetchAvailability,
  createSaveStatus,
  formatMessage,
  getEmptyDeliveryChoice,
  getItemNotices,
  getItemServices,
  getItemsWithoutFulfilment,
  getMissingOptionsCancelPayload,
  getScheduleErrors,
  getScheduleFailure,
  getExchangeId,
  getSchedulePayload,
  getServicesQuery,
  toggleDeliveryType,
  validateServiceChoices,
  validateServiceConfiguration,
  type DeliveryChoice,
  type DeliveryService,
  type ServiceAnswer,
  type SkuAvailability,
  formatCheckoutText,
  getServerText,
  type CheckoutText,
} from '@leasekit/core';
import { useOwnedStore, useStore } from '@leasekit/core/react';
import { CheckoutDeliveryScreen, type DeliveryItemView } from '../../screens/checkout-delivery';
import { useCheckout } from './use-checkout';

type CartItem = {
  sku: string;
  description: string;
  quantity: number;
  required_parts?: { sku: string; description: string; quantity: number }[];
};

/**
 * Delivery options route (02 §2, §4, §5, §7, §8): a 5-digit zip fetches availability per sku; items
 * without any fulfilment get a notice and the checkout can only be cancelled with E_MISSING_OPTIONS;
 * Continue validates the services per item and asks for their configuration (GET services); Submit and
 * Continue to Lease validates the configuration and POSTs the schedule (a failure opens 'Lease Amount'
 * whose Return to Retailer cancels), then goes to the lease.
 */
export default function DeliveryRoute() {
  const { services: app, locale, breadcrumbs, goTo, checkout, cancel, returning, reload } = useCheckout();
  const { api } = app;
  const items = React.useMemo(
    () => (checkout?.cart as { items?: CartItem[] } | undefined)?.items ?? [],
    [checkout],
  );
  const skus = React.useMemo(() => items.map((item) => item.sku), [items]);
  const [step, setStep] = React.useState<1 | 2>(1);
  const [zip, setZip] = React.useState('');
  const [address, setAddress] = React.useState({ line_1: '', city: '', state: '' });
  const [availability, setAvailability] = React.useState<Record<string, SkuAvailability> | null>(null);
  const [checking, setChecking] = React.useState(false);
  const [choices, setChoices] = React.useState<Record<string, DeliveryChoice>>(() =>
    Object.fromEntries(skus.map((sku) => [sku, getEmptyDeliveryChoice()])),
  );
  const [answers, setAnswers] = React.useState<Record<string, ServiceAnswer> | null>(null);
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [errorKey, setErrorKey] = React.useState(0);
  const [scheduleError, setScheduleError] = React.useState<CheckoutText | null>(null);
  const saveStatus = useOwnedStore(() => createSaveStatus({ locale }));
  const save = useStore(saveStatus);
  const lastAction = React.useRef<(() => void) | null>(null);
  const scheduleCancel = React.useRef<{ code?: string; message?: string }>({});

  // 02 §4: a zip of 5 characters fetches availability; the latest zip wins.
  React.useEffect(() => {
    if (!canFetchAvailability(zip) || skus.length === 0) {
      setAvailability(null);
      return;
    }
    let alive = true;
    setChecking(true);
    void api
      .request<{ items?: Record<string, SkuAvailability> }>({
        path: '/api/v1/bestbuy/productavailability',
        payload: { skus: skus.join(','), zip },
      })
      .then((result) => {
        if (!alive) return;
        setChecking(false);
        if (result.status) setAvailability(result.data?.items ?? {});
        else setErrors({ zip: result.error ?? '' });
      });
    return () => {
      alive = false;
    };
  }, [api, skus, zip]);

  const notices = getItemNotices({ items, availability, services: answers });
  const missing = availability ? getItemsWithoutFulfilment(skus, availability) : [];
  const views: DeliveryItemView[] = items.map((item) => ({
    sku: item.sku,
    description: item.description,
    quantity: item.quantity,
    ...(item.required_parts ? { requiredParts: item.required_parts } : {}),
    services: getItemServices(availability?.[item.sku]),
    notice: notices[item.sku] ? formatMessage(notices[item.sku]!, locale) : null,
  }));
  const available = skus.filter((sku) => !notices[sku]);

  function fail(next: Record<string, string>) {
    setErrors(next);
    setErrorKey((key) => key + 1);
  }

  async function continueToConfigure() {
    lastAction.current = () => void continueToConfigure();
    const error = validateServiceChoices(available, choices, address);
    if (error) return fail({ [error.sku ?? 'form']: formatMessage(error.message, locale) });
    setErrors({});
    saveStatus.start();
    const result = await api.request<Record<string, ServiceAnswer>>({
      path: '/api/v1/bestbuy/services',
      payload: getServicesQuery({ zip, address, choices, skus: available }),
    });
    saveStatus.finish();
    if (!result.status || !result.data) {
      const field = result.fieldErrors?.address?.[0];
      return fail({ form: field ?? result.error ?? '' });
    }
    setAnswers(result.data);
    const unavailable = Object.values(result.data).some((answer) => !answer?.data);
    if (!unavailable) setStep(2);
  }

  async function submitSchedule() {
    lastAction.current = () => void submitSchedule();
    const error = validateServiceConfiguration(available, choices);
    if (error) return fail({ [error.sku ?? 'form']: formatMessage(error.message, locale) });
    setErrors({});
    const id = checkout?.id;
    if (id == null) return;
    const payload = getSchedulePayload({
      checkoutId: id,
      exchangeId: getExchangeId(answers),
      zip,
      address,
      skus: available,
      choices,
    });
    saveStatus.start();
    const result = await api.request({ method: 'POST', path: '/api/v1/bestbuy/schedule', payload });
    saveStatus.finish();
    if (result.status) {
      await reload();
      goTo('checkout/lease');
      return;
    }
    if (result.code === 422 && result.fieldErrors) {
      const mapped = getScheduleErrors(result.fieldErrors, payload.schedules);
      return fail({ ...mapped.bySku, ...(mapped.general ? { form: mapped.general } : {}) });
    }
    const failure = getScheduleFailure(result, available);
    scheduleCancel.current = failure.cancel;
    // 02 §8: the server's message, else 'Unknown error occurred…', never an empty modal.
    if (failure.modal) setScheduleError(getServerText(result, 'errors.unknownSubmit'));
  }

  return (
    <CheckoutDeliveryScreen
      locale={locale}
      breadcrumbs={breadcrumbs}
      step={step}
      zip={zip}
      onZipChange={(value) => {
        setZip(value);
        setAnswers(null);
      }}
      address={address}
      onAddressChange={(field, value) => setAddress((current) => ({ ...current, [field]: value }))}
      checking={checking}
      availabilityKnown={availability !== null}
      items={views}
      choices={choices}
      onServiceChange={(sku, service: DeliveryService) => {
        setAnswers(null);
        setChoices((current) => ({ ...current, [sku]: { ...getEmptyDeliveryChoice(), type: service } }));
      }}
      services={answers ?? {}}
      onChoiceChange={(sku, patch) =>
        setChoices((current) => ({ ...current, [sku]: { ...current[sku]!, ...patch } }))
      }
      onToggleDeliveryType={(sku, type, checked) =>
        setChoices((current) => ({
          ...current,
          [sku]: {
            ...current[sku]!,
            selected_deliveries: toggleDeliveryType(current[sku]!.selected_deliveries, type, checked),
          },
        }))
      }
      errors={errors}
      errorKey={errorKey}
      missingOptions={missing.length > 0}
      save={save}
      onRetry={() => {
        saveStatus.finish();
        lastAction.current?.();
      }}
      onContinue={() => void continueToConfigure()}
      onBack={() => setStep(1)}
      onSubmit={() => void submitSchedule()}
      onReturnToRetailer={() => {
        if (missing.length > 0) {
          const { code, message } = getMissingOptionsCancelPayload(missing);
          void cancel({ code, message });
        } else void cancel(scheduleError !== null ? scheduleCancel.current : {});
      }}
      returning={returning}
      scheduleError={scheduleError ? formatCheckoutText(scheduleError, locale) : null}
    />
  );
}
