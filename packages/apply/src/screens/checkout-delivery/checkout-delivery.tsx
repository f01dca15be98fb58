import * as React from 'react';
import { t, type Locale, type MessageParams, type SaveStatusState } from '@leasekit/core';
import {
  getDeliveryTypePrice,
  getShipmentPrice,
  isHaulAwaySelectable,
  isDeliveryService,
  isHaulAwayType,
  type createDeliveryController,
  type DeliveryChoice,
  type ServiceAnswer,
} from '@leasekit/core/checkout';
import {
  Alert,
  AlertDescription,
  Button,
  Card,
  Checkbox,
  ErrorSummary,
  Field,
  Input,
  Label,
  RadioGroup,
  RadioGroupItem,
  Screen,
  Spinner,
  type BreadcrumbItem,
} from '@leasekit/ui';
import { CheckoutErrorModal, CheckoutFooter } from '../checkout-shared';

// A delivery service (delivery, pickup, shipping) as the delivery controller offers it per item.
type DeliveryService = ReturnType<
  ReturnType<typeof createDeliveryController>['getState']
>['items'][number]['services'][number];

/** One cart item as the delivery steps show it. */
export interface DeliveryItemView {
  sku: string;
  description: string;
  quantity: number;
  /** Parts that come with the item (02 §3 required_parts). */
  requiredParts?: readonly { sku: string; description: string; quantity: number }[];
  /** Services the item can use once availability is known (Home Delivery, Pick Up, Shipping). */
  services: readonly DeliveryService[];
  /** The item-unavailable notice (02 §8), when the item leaves the contract. */
  notice?: string | null;
}

/** Props of {@link CheckoutDeliveryScreen}. */
export interface CheckoutDeliveryScreenProps {
  locale: Locale;
  breadcrumbs?: readonly BreadcrumbItem[];
  /** 1 'Choose Professional Install/Delivery Services', 2 'Configure Services'. */
  step: 1 | 2;
  zip: string;
  onZipChange?: (zip: string) => void;
  address: { line_1: string; city: string; state: string };
  onAddressChange?: (field: 'line_1' | 'city' | 'state', value: string) => void;
  /** Whether availability is being fetched. */
  checking?: boolean;
  /** Whether availability is known (the zip had 5 digits and the call answered). */
  availabilityKnown?: boolean;
  items: readonly DeliveryItemView[];
  choices: Readonly<Record<string, DeliveryChoice>>;
  onServiceChange?: (sku: string, service: DeliveryService) => void;
  /** The services answer of step 2, by sku. */
  services?: Readonly<Record<string, ServiceAnswer>>;
  onChoiceChange?: (sku: string, patch: Partial<DeliveryChoice>) => void;
  onToggleDeliveryType?: (sku: string, type: string, checked: boolean) => void;
  /** Errors by sku (shown inline and in the summary); `zip` and `form` for the others. */
  errors?: Readonly<Record<string, string>>;
  /** Changes on each failed Continue, so the summary takes focus again. */
  errorKey?: number;
  /** The missing-fulfilment alert (02 §8); the only way on is Return to Retailer. */
  missingOptions?: boolean;
  save?: Pick<SaveStatusState, 'saving' | 'label' | 'retryHintVisible' | 'retryHint' | 'retryAction'>;
  onRetry?: () => void;
  onContinue?: () => void;
  onBack?: () => void;
  onSubmit?: () => void;
  onReturnToRetailer?: () => void;
  returning?: boolean;
  /** The schedule failure modal 'Lease Amount' (02 §8) with its message; closed when null. */
  scheduleError?: string | null;
}

const SERVICES: readonly DeliveryService[] = ['delivery', 'pickup', 'shipping'];

/** The first control of each item's group, where the error summary's link lands. */
export function getDeliveryControlId(step: 1 | 2, sku: string): string {
  return `delivery-${step}-${sku.replace(/[^\w-]/g, '-')}`;
}

/**
 * Delivery options (02 §2, §4, §5, §8), presentational. Step 1: a zip (5 digits start the availability
 * lookup) or a full address for shipping, then one service per item among those available, with the
 * item's required parts; items without any fulfilment show a notice and leave the contract, and then
 * only Return to Retailer goes on. Step 2: per item the pick-up store, the shipment type (free and 0.01
 * prices show 0.00), or the delivery types (haul-away only after another type) with a date and a time
 * window. Errors show in a summary and inline; a schedule failure opens the 'Lease Amount' modal.
 */
export function CheckoutDeliveryScreen(props: CheckoutDeliveryScreenProps) {
  const { locale, step, items, choices, errors = {}, save } = props;
  const tr = (code: string, params?: MessageParams) => t(code, params, locale);
  const summary = Object.entries(errors).map(([key, message]) => ({
    id: key === 'zip' ? 'delivery-zip' : key === 'form' ? 'delivery-items' : getDeliveryControlId(step, key),
    message,
  }));
  const available = items.filter((item) => !item.notice);
  return (
    <Screen
      breadcrumbs={props.breadcrumbs}
      heading={tr('checkout.delivery.title')}
      subheading={tr(step === 1 ? 'checkout.delivery.step1' : 'checkout.delivery.step2')}
      footer={
        <CheckoutFooter
          locale={locale}
          save={save}
          onRetry={props.onRetry}
          continueLabel={step === 2 ? tr('checkout.delivery.submit') : undefined}
          onContinue={step === 1 ? props.onContinue : props.onSubmit}
          disabled={props.missingOptions || (step === 1 && !props.availabilityKnown)}
        >
          <Button variant="outline" onClick={props.onReturnToRetailer} loading={props.returning}>
            {tr('errors.returnToRetailer')}
          </Button>
          {step === 2 ? (
            <Button variant="secondary" onClick={props.onBack}>
              {tr('common.back')}
            </Button>
          ) : null}
        </CheckoutFooter>
      }
    >
      <div data-slot="checkout-delivery" data-step={step} className="flex flex-col gap-6">
        <ErrorSummary title={tr('common.thereIsAProblem')} errors={summary} focusKey={props.errorKey} />
        {props.missingOptions ? (
          <Alert variant="error">
            <AlertDescription>{tr('errors.missingOptions')}</AlertDescription>
          </Alert>
        ) : null}
        {step === 1 ? (
          <>
            <Field
              id="delivery-zip"
              label={tr('checkout.delivery.zip')}
              hint={tr('checkout.delivery.zipHint')}
              error={errors.zip}
            >
              <Input
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={5}
                className="max-w-40"
                value={props.zip}
                onChange={(event) => props.onZipChange?.(event.target.value.replace(/\D/g, ''))}
              />
            </Field>
            <fieldset className="m-0 grid min-w-0 gap-4 border-0 p-0 sm:grid-cols-3">
              <legend className="mb-2 font-medium">{tr('checkout.delivery.address')}</legend>
              {(['line_1', 'city', 'state'] as const).map((field) => (
                <Field
                  key={field}
                  id={`delivery-${field}`}
                  label={tr(`checkout.delivery.${field === 'line_1' ? 'line1' : field}`)}
                >
                  <Input
                    autoComplete={
                      field === 'line_1'
                        ? 'address-line1'
                        : field === 'city'
                          ? 'address-level2'
                          : 'address-level1'
                    }
                    value={props.address[field]}
                    onChange={(event) => props.onAddressChange?.(field, event.target.value)}
                  />
                </Field>
              ))}
            </fieldset>
            {props.checking ? <Spinner label={tr('checkout.delivery.checking')} /> : null}
            <ul id="delivery-items" tabIndex={-1} className="flex flex-col gap-4 outline-none">
              {items.map((item) => (
                <Card key={item.sku} asChild>
                  <li data-slot="delivery-item">
                    <ItemHeading item={item} locale={locale} />
                    {item.notice ? (
                      <Alert variant="warning" className="mt-3">
                        <AlertDescription>{item.notice}</AlertDescription>
                      </Alert>
                    ) : props.availabilityKnown ? (
                      <Field
                        group
                        className="mt-3"
                        label={tr('checkout.delivery.serviceFor', { item: item.description })}
                        error={errors[item.sku]}
                      >
                        <RadioGroup
                          value={choices[item.sku]?.type ?? ''}
                          onValueChange={(value) => {
                            if (isDeliveryService(value)) props.onServiceChange?.(item.sku, value);
                          }}
                          className="sm:grid-cols-3"
                        >
                          {SERVICES.filter((service) => item.services.includes(service)).map(
                            (service, index) => {
                              const id =
                                index === 0
                                  ? getDeliveryControlId(1, item.sku)
                                  : `${getDeliveryControlId(1, item.sku)}-${service}`;
                              return (
                                <div key={service} className="flex items-center gap-2">
                                  <RadioGroupItem id={id} value={service} />
                                  <Label htmlFor={id}>{tr(`checkout.delivery.service.${service}`)}</Label>
                                </div>
                              );
                            },
                          )}
                        </RadioGroup>
                      </Field>
                    ) : null}
                  </li>
                </Card>
              ))}
            </ul>
          </>
        ) : (
          <ul className="flex flex-col gap-4">
            {available.map((item) => (
              <Card key={item.sku} asChild className="flex flex-col gap-4">
                <li data-slot="delivery-item">
                  <ItemHeading item={item} locale={locale} />
                  <ConfigureItem
                    item={item}
                    locale={locale}
                    choice={choices[item.sku]}
                    answer={props.services?.[item.sku]}
                    error={errors[item.sku]}
                    onChoiceChange={props.onChoiceChange}
                    onToggleDeliveryType={props.onToggleDeliveryType}
                  />
                </li>
              </Card>
            ))}
          </ul>
        )}
      </div>
      <CheckoutErrorModal
        locale={locale}
        title={props.scheduleError != null ? tr('errors.schedule.title') : null}
        message={props.scheduleError ?? null}
        onReturnToRetailer={() => props.onReturnToRetailer?.()}
        returning={props.returning}
      />
    </Screen>
  );
}

function ItemHeading({ item, locale }: { item: DeliveryItemView; locale: Locale }) {
  return (
    <div className="flex flex-col gap-1">
      <h2 className="font-heading text-lg font-semibold">
        {item.description}{' '}
        <span className="text-sm font-normal text-muted-foreground">
          ({item.sku}) × {item.quantity}
        </span>
      </h2>
      {item.requiredParts && item.requiredParts.length > 0 ? (
        <div className="text-sm text-muted-foreground">
          <span>{t('checkout.delivery.requiredParts', undefined, locale)}: </span>
          {item.requiredParts
            .map((part) => `${part.description} (${part.sku}) × ${part.quantity}`)
            .join(', ')}
        </div>
      ) : null}
    </div>
  );
}

function ConfigureItem({
  item,
  locale,
  choice,
  answer,
  error,
  onChoiceChange,
  onToggleDeliveryType,
}: {
  item: DeliveryItemView;
  locale: Locale;
  choice: DeliveryChoice | undefined;
  answer: ServiceAnswer | undefined;
  error: string | undefined;
  onChoiceChange?: CheckoutDeliveryScreenProps['onChoiceChange'];
  onToggleDeliveryType?: CheckoutDeliveryScreenProps['onToggleDeliveryType'];
}) {
  const tr = (code: string, params?: MessageParams) => t(code, params, locale);
  const base = getDeliveryControlId(2, item.sku);
  const params = { item: item.description };
  const [date, setDate] = React.useState(choice?.window?.date ?? '');
  if (!choice?.type || !answer?.data) return null;
  if (choice.type === 'pickup') {
    return (
      <Field group label={tr('checkout.delivery.store', params)} error={error}>
        <RadioGroup
          value={choice.pickup_store == null ? '' : String(choice.pickup_store)}
          onValueChange={(value) => onChoiceChange?.(item.sku, { pickup_store: Number(value) })}
        >
          {(answer.data.stores ?? []).map((store, index) => {
            const id = index === 0 ? base : `${base}-store-${store.id}`;
            return (
              <div key={store.id} className="flex items-center gap-2">
                <RadioGroupItem id={id} value={String(store.id)} />
                <Label htmlFor={id}>
                  {store.name}
                  {store.address ? (
                    <span className="font-normal text-muted-foreground"> — {store.address}</span>
                  ) : null}
                </Label>
              </div>
            );
          })}
        </RadioGroup>
      </Field>
    );
  }
  if (choice.type === 'shipping') {
    return (
      <Field group label={tr('checkout.delivery.shipment', params)} error={error}>
        <RadioGroup
          value={choice.shipment ?? ''}
          onValueChange={(value) => onChoiceChange?.(item.sku, { shipment: value })}
        >
          {(answer.data.options ?? []).map((option, index) => {
            const id = index === 0 ? base : `${base}-ship-${option.id}`;
            return (
              <div key={option.id} className="flex items-center gap-2">
                <RadioGroupItem id={id} value={option.id} />
                <Label htmlFor={id}>
                  {option.label ?? option.id} —{' '}
                  {tr('checkout.delivery.price', { price: getShipmentPrice(option.price) })}
                </Label>
              </div>
            );
          })}
        </RadioGroup>
      </Field>
    );
  }
  const service = answer.data['delivery-service'];
  const selected = choice.selected_deliveries;
  const windows = service?.windows ?? [];
  const times = windows.find((entry) => entry.date === date)?.times ?? [];
  return (
    <div className="flex flex-col gap-4">
      <Field
        group
        label={tr('checkout.delivery.deliveryType', params)}
        hint={tr('checkout.delivery.haulAwayHint')}
        error={error}
      >
        <div className="grid gap-3">
          {(service?.types ?? []).map((type, index) => {
            const id = index === 0 ? base : `${base}-type-${type.id}`;
            const haulAway = isHaulAwayType(type.id);
            return (
              <div key={type.id} className="flex items-center gap-2">
                <Checkbox
                  id={id}
                  checked={selected.includes(type.id)}
                  disabled={haulAway && !isHaulAwaySelectable(selected)}
                  onCheckedChange={(checked) => onToggleDeliveryType?.(item.sku, type.id, checked === true)}
                />
                <Label htmlFor={id}>
                  {type.label ?? type.id} —{' '}
                  {tr('checkout.delivery.price', { price: getDeliveryTypePrice(type.price) })}
                </Label>
              </div>
            );
          })}
        </div>
      </Field>
      <Field group label={tr('checkout.delivery.date', params)}>
        <RadioGroup
          value={date}
          onValueChange={(value) => {
            setDate(value);
            onChoiceChange?.(item.sku, { window: null });
          }}
          className="sm:grid-cols-3"
        >
          {windows.map((entry) => (
            <div key={entry.date} className="flex items-center gap-2">
              <RadioGroupItem id={`${base}-date-${entry.date}`} value={entry.date} />
              <Label htmlFor={`${base}-date-${entry.date}`}>{entry.date}</Label>
            </div>
          ))}
        </RadioGroup>
      </Field>
      {date ? (
        <Field group label={tr('checkout.delivery.time', params)}>
          <RadioGroup
            value={choice.window?.date === date ? choice.window.time : ''}
            onValueChange={(time) => onChoiceChange?.(item.sku, { window: { date, time } })}
            className="sm:grid-cols-3"
          >
            {times.map((time) => (
              <div key={time} className="flex items-center gap-2">
                <RadioGroupItem id={`${base}-time-${time.replace(/\W/g, '')}`} value={time} />
                <Label htmlFor={`${base}-time-${time.replace(/\W/g, '')}`}>{time}</Label>
              </div>
            ))}
          </RadioGroup>
        </Field>
      ) : null}
    </div>
  );
}
