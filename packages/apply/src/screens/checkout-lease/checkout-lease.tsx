import { isLocale, t, type Locale, type MessageParams, type SaveStatusState } from '@leasekit/core';
import {
  isLeaseOption,
  isPaymentFrequency,
  type LeaseOption,
  type PaymentFrequency,
} from '@leasekit/core/apply';
import { formatExpressPayAmount, formatMoney } from '@leasekit/core/format';
import {
  type createLeaseController,
  type createTechnicianMemory,
  type getContractTerms,
} from '@leasekit/core/checkout';

type ContractTermRow = ReturnType<typeof getContractTerms>[number];
type Technician = ReturnType<ReturnType<typeof createTechnicianMemory>['getState']>['technician'];
import {
  Alert,
  AlertDescription,
  Button,
  Card,
  ErrorSummary,
  Field,
  Input,
  Label,
  MoneyInput,
  Nowrap,
  RadioGroup,
  RadioGroupItem,
  Screen,
  Spinner,
  Switch,
  TokenText,
  type BreadcrumbItem,
} from '@leasekit/ui';
import { CheckoutErrorModal, CheckoutFooter } from '../checkout-shared';

type LeaseState = ReturnType<ReturnType<typeof createLeaseController>['getState']>;
type LeaseFormValues = LeaseState['form'];
type ExpressCheckoutOffer = NonNullable<LeaseState['expressOffers']>[number];

/** A cart line as the lease summary shows it (02 §2 cart table). */
export interface LeaseCartRow {
  sku: string;
  description: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
}

/** Props of {@link CheckoutLeaseScreen}. */
export interface CheckoutLeaseScreenProps {
  locale: Locale;
  breadcrumbs?: readonly BreadcrumbItem[];
  /** Store information; null when the lease program hides it (display_store_info_contract_screen). */
  store: { name: string; address?: string; phone?: string } | null;
  customer: { name: string; email?: string; phone?: string; address?: string };
  items: readonly LeaseCartRow[];
  cartTotalCents: number;
  form: LeaseFormValues;
  onFormChange?: (patch: Partial<LeaseFormValues>) => void;
  optionChoices: readonly LeaseOption[];
  frequencyChoices: readonly PaymentFrequency[];
  /** Whether the OCP switch shows (non-HVAC stores with OCP enabled, 02 §6). */
  ocpVisible?: boolean;
  /** The OCP weekly price as shown ('$2.99'). */
  ocpPrice?: string;
  /** The lease amount after the limits, in cents. */
  leaseAmountCents: number | null;
  /** The lease amount limit message (02 §5), or null. */
  limitMessage?: string | null;
  terms: readonly ContractTermRow[];
  /** Whether the lease is being computed. */
  loading?: boolean;
  /**
   * The express checkout offers (02 §6, 03 §9: pay off in 3, 6 or 9 months), from the core's
   * `getExpressCheckoutOffers`; none (not shown) by default, and for stores that do not offer it.
   */
  expressOffers?: readonly ExpressCheckoutOffer[] | null;
  /** The HVAC technician form (01 §6); none for other stores. */
  technician?: {
    values: Technician;
    errors: Partial<Record<keyof Technician, string>>;
    onChange: (field: keyof Technician, value: string) => void;
  } | null;
  /** Errors for the summary (id of the control, message). */
  errorSummary?: readonly { id: string; message: string }[];
  errorKey?: number;
  onRecalculate?: () => void;
  onPreview?: () => void;
  onEsign?: () => void;
  onReturnToRetailer?: () => void;
  returning?: boolean;
  /** Whether the contract actions wait (no lease yet, or a call running). */
  actionsDisabled?: boolean;
  save?: Pick<SaveStatusState, 'saving' | 'label' | 'retryHintVisible' | 'retryHint' | 'retryAction'>;
  onRetry?: () => void;
  /** The lease fetch failure modal 'Error' (02 §8) with the server message; closed when null. */
  leaseError?: string | null;
}

/** An amount as the shopper reads it, kept on one line. */
function money(cents: number) {
  return <Nowrap>{formatMoney(cents)}</Nowrap>;
}

/**
 * Lease Summary (02 §2), presentational: store information (only when the program shows it) and customer
 * information, the cart table (Qty, Description, SKU, Unit Price (without tax), Total), the lease form
 * (language, option, payment frequency, the OCP switch with its weekly price, additional down payment,
 * Re-Calculate), the lease amount with its limit message, the contract terms panel, and Preview Contract
 * and E-Sign. A lease fetch failure opens the 'Error' modal with Return to Retailer.
 */
export function CheckoutLeaseScreen(props: CheckoutLeaseScreenProps) {
  const { locale, form, save } = props;
  const tr = (code: string, params?: MessageParams) => t(code, params, locale);
  const change = (patch: Partial<LeaseFormValues>) => props.onFormChange?.(patch);
  return (
    <Screen
      breadcrumbs={props.breadcrumbs}
      heading={tr('checkout.lease.title')}
      footer={
        <CheckoutFooter
          locale={locale}
          save={save}
          onRetry={props.onRetry}
          continueLabel={tr('checkout.lease.esign')}
          onContinue={props.onEsign}
          disabled={props.actionsDisabled}
        >
          <Button variant="outline" onClick={props.onReturnToRetailer} loading={props.returning}>
            {tr('errors.returnToRetailer')}
          </Button>
          <Button
            variant="secondary"
            onClick={props.onPreview}
            disabled={props.actionsDisabled || save?.saving}
          >
            {tr('checkout.lease.preview')}
          </Button>
        </CheckoutFooter>
      }
    >
      <ErrorSummary
        title={tr('common.thereIsAProblem')}
        errors={props.errorSummary ?? []}
        focusKey={props.errorKey}
      />
      <div className="grid gap-6 md:grid-cols-2">
        {props.store ? (
          <Card asChild>
            <section aria-labelledby="lease-store">
              <h2 id="lease-store" className="mb-2 font-heading text-lg font-semibold">
                {tr('checkout.lease.store')}
              </h2>
              <p className="font-medium">{props.store.name}</p>
              {props.store.address ? <p>{props.store.address}</p> : null}
              {props.store.phone ? (
                <p>
                  <Nowrap token="phone">{props.store.phone}</Nowrap>
                </p>
              ) : null}
            </section>
          </Card>
        ) : null}
        <Card asChild>
          <section aria-labelledby="lease-customer">
            <h2 id="lease-customer" className="mb-2 font-heading text-lg font-semibold">
              {tr('checkout.lease.customer')}
            </h2>
            {/* min-w-0 and anywhere-wrapping: a long name or address wraps instead of widening the page; the
              e-mail and phone stay whole, with each value under its label on a phone to make room. */}
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 [overflow-wrap:anywhere] phone:grid-cols-1 phone:gap-y-0 phone:[&>dd]:mb-2">
              <dt className="text-muted-foreground">{tr('checkout.lease.name')}</dt>
              <dd>{props.customer.name}</dd>
              {props.customer.email ? (
                <>
                  <dt className="text-muted-foreground">{tr('checkout.lease.email')}</dt>
                  <dd>
                    <Nowrap token="email">{props.customer.email}</Nowrap>
                  </dd>
                </>
              ) : null}
              {props.customer.phone ? (
                <>
                  <dt className="text-muted-foreground">{tr('checkout.lease.phone')}</dt>
                  <dd>
                    <Nowrap token="phone">{props.customer.phone}</Nowrap>
                  </dd>
                </>
              ) : null}
              {props.customer.address ? (
                <>
                  <dt className="text-muted-foreground">{tr('checkout.lease.address')}</dt>
                  <dd>{props.customer.address}</dd>
                </>
              ) : null}
            </dl>
          </section>
        </Card>
      </div>
      {/* Focusable: on a narrow screen the cart table scrolls sideways, and keyboard users must reach it. */}
      <section aria-labelledby="lease-cart" className="overflow-x-auto" tabIndex={0}>
        <h2 id="lease-cart" className="mb-2 font-heading text-lg font-semibold">
          {tr('checkout.lease.cart')}
        </h2>
        {/* On a phone the cart is a list of items, each with its total: no table to scroll
            sideways, no clipped prices. From the sm breakpoint the table shows instead. */}
        <ul data-slot="lease-cart-list" className="flex flex-col text-sm sm:hidden">
          {props.items.map((item) => (
            <li key={item.sku} className="flex flex-col gap-1 border-b border-border py-2">
              <span className="font-medium [overflow-wrap:anywhere]">{item.description}</span>
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 [overflow-wrap:anywhere]">
                <dt className="text-muted-foreground">{tr('checkout.lease.qty')}</dt>
                <dd>{item.quantity}</dd>
                <dt className="text-muted-foreground">{tr('checkout.lease.sku')}</dt>
                <dd>{item.sku}</dd>
                <dt className="text-muted-foreground">{tr('checkout.lease.unitPrice')}</dt>
                <dd>{money(item.unitPriceCents)}</dd>
                <dt className="text-muted-foreground">{tr('checkout.lease.total')}</dt>
                <dd className="font-semibold">{money(item.totalCents)}</dd>
              </dl>
            </li>
          ))}
          <li className="flex flex-wrap justify-between gap-2 py-2 font-semibold">
            <span>{tr('checkout.lease.total')}</span>
            <span>{money(props.cartTotalCents)}</span>
          </li>
        </ul>
        <table data-slot="lease-cart" className="hidden w-full text-left text-sm sm:table">
          <thead className="border-b border-border">
            <tr>
              <th scope="col" className="py-2 pr-4">
                {tr('checkout.lease.qty')}
              </th>
              <th scope="col" className="py-2 pr-4">
                {tr('checkout.lease.description')}
              </th>
              <th scope="col" className="py-2 pr-4">
                {tr('checkout.lease.sku')}
              </th>
              <th scope="col" className="py-2 pr-4 text-right">
                {tr('checkout.lease.unitPrice')}
              </th>
              <th scope="col" className="py-2 text-right">
                {tr('checkout.lease.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {props.items.map((item) => (
              <tr key={item.sku} className="border-b border-border">
                <td className="py-2 pr-4">{item.quantity}</td>
                <td className="py-2 pr-4">{item.description}</td>
                <td className="py-2 pr-4">{item.sku}</td>
                <td className="py-2 pr-4 text-right">{money(item.unitPriceCents)}</td>
                <td className="py-2 text-right">{money(item.totalCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4} className="py-2 pr-4 text-right">
                {tr('checkout.lease.total')}
              </th>
              <td className="py-2 text-right font-semibold">{money(props.cartTotalCents)}</td>
            </tr>
          </tfoot>
        </table>
      </section>
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="lease-form" className="flex flex-col gap-5">
          <h2 id="lease-form" className="font-heading text-lg font-semibold">
            {tr('checkout.lease.form')}
          </h2>
          <Choice
            id="lease-language"
            label={tr('checkout.lease.language')}
            value={form.language}
            choices={(['en', 'es'] as const).map((value) => ({
              value,
              label: tr(`checkout.lease.language.${value}`),
            }))}
            onChange={(value) => {
              if (isLocale(value)) change({ language: value });
            }}
          />
          <Choice
            id="lease-option"
            label={tr('checkout.lease.option')}
            value={form.option}
            choices={props.optionChoices.map((value) => ({
              value,
              label: tr(`checkout.lease.option.${value}`),
            }))}
            onChange={(value) => {
              if (isLeaseOption(value)) change({ option: value });
            }}
          />
          <Choice
            id="lease-frequency"
            label={tr('checkout.lease.frequency')}
            value={form.payment_frequency}
            choices={props.frequencyChoices.map((value) => ({
              value,
              label: tr(`checkout.lease.frequency.${value}`),
            }))}
            onChange={(value) => {
              if (isPaymentFrequency(value)) change({ payment_frequency: value });
            }}
          />
          {props.ocpVisible ? (
            <div className="flex items-center gap-3">
              <Switch
                id="lease-ocp"
                checked={form.ocp_included}
                onCheckedChange={(checked) => change({ ocp_included: checked })}
              />
              <Label htmlFor="lease-ocp">
                {tr('checkout.lease.ocpPrice', { price: props.ocpPrice ?? '$2.99' })}
              </Label>
            </div>
          ) : null}
          <Field
            id="lease-additional-down"
            label={tr('checkout.lease.additionalDown')}
            optional
            optionalText={tr('common.optional')}
          >
            <MoneyInput
              className="max-w-48"
              value={form.additionalDown}
              onValueChange={(value: string) => change({ additionalDown: value })}
            />
          </Field>
          <div>
            <Button variant="secondary" onClick={props.onRecalculate} loading={props.loading}>
              {tr('checkout.lease.recalculate')}
            </Button>
          </div>
          {props.technician ? <TechnicianForm locale={locale} {...props.technician} /> : null}
        </section>
        <Card asChild className="flex flex-col gap-4">
          <section aria-labelledby="lease-terms" aria-busy={props.loading || undefined}>
            <h2 id="lease-terms" className="font-heading text-lg font-semibold">
              {tr('checkout.lease.terms')}
            </h2>
            {props.leaseAmountCents != null ? (
              <p data-slot="lease-amount" className="flex justify-between gap-4">
                <span>{tr('checkout.lease.leaseAmount')}</span>
                <span className="font-semibold">{money(props.leaseAmountCents)}</span>
              </p>
            ) : null}
            {props.limitMessage ? (
              <Alert variant="warning">
                <AlertDescription data-slot="lease-limit">
                  <TokenText>{props.limitMessage}</TokenText>
                </AlertDescription>
              </Alert>
            ) : null}
            {props.loading && props.terms.length === 0 ? (
              <Spinner label={tr('checkout.lease.loading')} />
            ) : null}
            <dl data-slot="lease-terms" className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2">
              {props.terms.map((row) => (
                <div key={row.label} className="contents">
                  <dt className="text-muted-foreground">{tr(row.label)}</dt>
                  <dd className="text-right font-medium">
                    {row.kind === 'money' ? money(row.value) : row.value}
                  </dd>
                </div>
              ))}
            </dl>
            {props.expressOffers?.length ? (
              <Card asChild className="flex flex-col gap-2 p-3">
                <section aria-labelledby="lease-express" data-slot="express-checkout">
                  <h3 id="lease-express" className="font-heading font-semibold">
                    {tr('checkout.lease.express')}
                  </h3>
                  <p>{tr('checkout.lease.expressText')}</p>
                  <ul className="grid gap-2 sm:grid-cols-3">
                    {props.expressOffers.map((offer) => (
                      <li key={offer.months} className="flex flex-col">
                        <span>{tr('checkout.lease.expressMonths', { months: offer.months })}</span>
                        <span className="font-semibold">{formatExpressPayAmount(offer.amountCents)}</span>
                      </li>
                    ))}
                  </ul>
                  <p className="text-sm">{tr('checkout.lease.expressNote')}</p>
                </section>
              </Card>
            ) : null}
          </section>
        </Card>
      </div>
      <CheckoutErrorModal
        locale={locale}
        title={props.leaseError != null ? tr('errors.lease.title') : null}
        message={props.leaseError ?? null}
        onReturnToRetailer={() => props.onReturnToRetailer?.()}
        returning={props.returning}
      />
    </Screen>
  );
}

function Choice({
  id,
  label,
  value,
  choices,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  choices: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <Field group label={label}>
      <RadioGroup value={value} onValueChange={onChange} className="flex flex-wrap gap-4">
        {choices.map((choice, index) => {
          const itemId = index === 0 ? id : `${id}-${choice.value}`;
          return (
            <div key={choice.value} className="flex items-center gap-2">
              <RadioGroupItem id={itemId} value={choice.value} />
              <Label htmlFor={itemId}>{choice.label}</Label>
            </div>
          );
        })}
      </RadioGroup>
    </Field>
  );
}

function TechnicianForm({
  locale,
  values,
  errors,
  onChange,
}: NonNullable<CheckoutLeaseScreenProps['technician']> & { locale: Locale }) {
  const fields = [
    { name: 'name', autoComplete: 'off', type: 'text' },
    { name: 'phone', autoComplete: 'off', type: 'tel' },
    { name: 'email', autoComplete: 'off', type: 'email' },
    { name: 'quote', autoComplete: 'off', type: 'text' },
  ] as const;
  return (
    <fieldset className="m-0 flex min-w-0 flex-col gap-4 border-0 p-0">
      <legend className="mb-2 font-heading text-lg font-semibold">
        {t('checkout.technician.title', undefined, locale)}
      </legend>
      {fields.map((field) => (
        <Field
          key={field.name}
          id={`technician-${field.name}`}
          label={t(`checkout.technician.${field.name}`, undefined, locale)}
          error={errors[field.name]}
          required
        >
          <Input
            type={field.type}
            inputMode={field.name === 'quote' ? 'decimal' : undefined}
            autoComplete={field.autoComplete}
            value={values[field.name]}
            onChange={(event) => onChange(field.name, event.target.value)}
          />
        </Field>
      ))}
    </fieldset>
  );
}
