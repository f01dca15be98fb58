import type * as React from 'react';
import { t, type Locale } from '@leasekit/core';
import { isOfferKey, isPaymentFrequency, type OfferKey, type PaymentFrequency } from '@leasekit/core/apply';
import { formatDate, formatExpressPayAmount, formatMoney } from '@leasekit/core/format';
import { OPTION_AMOUNTS_VALID_DAYS } from '@leasekit/core/routing';
import { EXPRESS_PAY_MONTHS, type PaymentQuote } from '@leasekit/core/checkout';
import { PartyPopperIcon } from 'lucide-react';
import {
  Button,
  cn,
  Card,
  Field,
  Label,
  MoneyInput,
  Nowrap,
  Screen,
  TokenText,
  NativeSelect,
  NativeSelectOption,
  Spinner,
  Switch,
  type BreadcrumbItem,
} from '@leasekit/ui';
import { ResultIcon } from '../result-message';
import { useCustomComponent } from '../../customization/customization';
import { DefaultOfferCard } from '../../customization/default-offer-card';

/**
 * One row of the result's options (03 §3: label, amount, note), its amount in integer cents: core's
 * `getVisibleOptions` gives the rows to show with their cents.
 */
export interface ResultOptionRow {
  label: string;
  cents: number;
  note?: string | null;
}

/** The Payment Calculator's props: the calculator store's state plus its setters. */
export interface PaymentCalculatorViewProps {
  /** The lease amount as typed. */
  leaseAmount: string;
  onLeaseAmountChange: (text: string, cents: number | null) => void;
  minimumCents: number;
  /** The max attribute of the input, in cents (not shown as text, 03 §5); none by default. */
  maximumCents?: number | null;
  offerKeys: readonly OfferKey[];
  option: OfferKey;
  onOptionChange: (option: OfferKey) => void;
  frequencies: readonly PaymentFrequency[];
  frequency: PaymentFrequency;
  onFrequencyChange: (frequency: PaymentFrequency) => void;
  /**
   * The OCP protection choice (02 §2), shown only where the switch may show (non-HVAC stores with OCP
   * enabled, 02 §6: `isOcpSwitchVisible`); not shown by default.
   */
  ocp?: { included: boolean; onIncludedChange: (included: boolean) => void; price: string } | null;
  /** The lease amount input's error (03 §5 error slot: 02 §5's minimum or maximum text), or null. */
  amountError?: string | null;
  /** `loading` while a calculation is pending. */
  status: 'idle' | 'loading' | 'loaded';
  quote: PaymentQuote | null;
  /**
   * Whether the store offers express pay (02 §6: rating 17 or HVAC, outside California); when false
   * the 3, 6 and 9-month offers are not shown. Shown by default.
   */
  expressPay?: boolean;
}

/** Props of {@link ApprovedScreen}. */
export interface ApprovedScreenProps {
  locale: Locale;
  breadcrumbs?: readonly BreadcrumbItem[];
  /** The result message's name and title (03 §3); the heading is the title, else the name. */
  name: string;
  title: string;
  /** sub_title1 to sub_title4 (blank ones removed): the first under the heading, the rest in the HVAC layout. */
  subtitles?: readonly string[];
  /** The option rows to show ($0.00 rows already removed by `getVisibleOptions`). */
  options: readonly ResultOptionRow[];
  /** The HVAC layout: subtitles and a phone line (03 §2); off by default. */
  hvac?: boolean;
  /** The phone number of the HVAC phone line. */
  phone?: string;
  calculator: PaymentCalculatorViewProps;
  /** The I-agree continue label when a checkout exists; null shows Return instead (03 §2). */
  continueLabel: string | null;
  onContinue?: () => void;
  onReturn?: () => void;
  /** The brand link, or null for "Let's go shopping!" as text. */
  brandUrl?: string | null;
  brandName?: string | null;
  /** The store's contract-creation link for portal applications (02 §1), or null. */
  createContractUrl?: string | null;
  /** The payroll enrolment panel, when payroll is offered. */
  payroll?: React.ReactNode;
  /** Whether the continue button is busy; false by default. */
  continuing?: boolean;
}

function dollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

function PaymentCalculatorView({
  locale,
  calculator,
}: {
  locale: Locale;
  calculator: PaymentCalculatorViewProps;
}) {
  const quote = calculator.quote;
  return (
    <Card asChild className="flex flex-col gap-4">
      <section
        aria-labelledby="calculator-heading"
        data-slot="payment-calculator"
        data-state={calculator.status}
      >
        <h2 id="calculator-heading" className="font-heading text-xl font-semibold">
          {t('app.calculator.heading', undefined, locale)}
        </h2>
        {/* Bottom-aligned: the amount's hint would otherwise push its input below the two selects. */}
        <div className="grid gap-4 sm:grid-cols-3 sm:items-end">
          <Field
            id="calculator-lease-amount"
            label={t('app.calculator.leaseAmount', undefined, locale)}
            hint={t('app.calculator.minimum', { amount: formatMoney(calculator.minimumCents) }, locale)}
            error={calculator.amountError ?? undefined}
          >
            <MoneyInput
              value={calculator.leaseAmount}
              onValueChange={calculator.onLeaseAmountChange}
              min={dollars(calculator.minimumCents)}
              {...(calculator.maximumCents ? { max: dollars(calculator.maximumCents) } : {})}
            />
          </Field>
          <Field label={t('app.calculator.option', undefined, locale)}>
            <NativeSelect
              value={calculator.option}
              onChange={(event) => {
                if (isOfferKey(event.target.value)) calculator.onOptionChange(event.target.value);
              }}
            >
              {calculator.offerKeys.map((key) => (
                <NativeSelectOption key={key} value={key}>
                  {t('app.calculator.optionValue', { key }, locale)}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </Field>
          <Field label={t('app.calculator.frequency', undefined, locale)}>
            <NativeSelect
              value={calculator.frequency}
              onChange={(event) => {
                if (isPaymentFrequency(event.target.value)) calculator.onFrequencyChange(event.target.value);
              }}
            >
              {calculator.frequencies.map((frequency) => (
                <NativeSelectOption key={frequency} value={frequency}>
                  {t(`app.calculator.frequency.${frequency}`, undefined, locale)}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </Field>
        </div>
        {calculator.ocp ? (
          <div className="flex items-center gap-3" data-slot="calculator-ocp">
            <Switch
              id="calculator-ocp"
              checked={calculator.ocp.included}
              onCheckedChange={calculator.ocp.onIncludedChange}
            />
            <Label htmlFor="calculator-ocp">
              {t('checkout.lease.ocpPrice', { price: calculator.ocp.price }, locale)}
            </Label>
          </div>
        ) : null}
        <div aria-live="polite" className="flex flex-col gap-3">
          {calculator.status === 'loading' ? (
            <Spinner label={t('app.calculator.calculating', undefined, locale)} />
          ) : null}
          {quote ? (
            <>
              <dl className="grid gap-2 sm:grid-cols-3" data-slot="payment-quote">
                <div>
                  <dt className="text-sm text-muted-foreground">
                    {t('app.calculator.payment', undefined, locale)}
                  </dt>
                  <dd className="text-2xl font-semibold">
                    {quote.paymentAmountCents !== null ? (
                      <Nowrap>{formatMoney(quote.paymentAmountCents)}</Nowrap>
                    ) : (
                      ''
                    )}
                  </dd>
                </div>
                <div>
                  <dt className="text-sm text-muted-foreground">
                    {t('app.calculator.term', undefined, locale)}
                  </dt>
                  <dd>
                    {quote.term !== null
                      ? t('app.calculator.termMonths', { months: quote.term }, locale)
                      : ''}
                  </dd>
                </div>
                <div>
                  <dt className="text-sm text-muted-foreground">
                    {t('app.calculator.firstPayment', undefined, locale)}
                  </dt>
                  <dd>{formatDate(quote.firstPaymentDate)}</dd>
                </div>
              </dl>
              {calculator.expressPay === false ? null : (
                <>
                  <h3 className="font-heading text-lg font-semibold">
                    {t('app.calculator.expressPay', undefined, locale)}
                  </h3>
                  <ul className="grid gap-2 sm:grid-cols-3" data-slot="express-pay">
                    {EXPRESS_PAY_MONTHS.map((months) => {
                      const cents = quote.expressPayCents[months];
                      return (
                        <li key={months} className="rounded-md bg-muted p-3">
                          <span className="block text-sm text-muted-foreground">
                            {t('app.calculator.expressPayMonths', { months }, locale)}
                          </span>
                          <span className="text-lg font-semibold">
                            {cents !== null ? <Nowrap>{formatExpressPayAmount(cents)}</Nowrap> : ''}
                          </span>
                        </li>
                      );
                    })}
                  </ul>
                  <p className="text-sm text-muted-foreground">
                    {t('app.calculator.expressPayNote', undefined, locale)}
                  </p>
                </>
              )}
            </>
          ) : null}
        </div>
      </section>
    </Card>
  );
}

/**
 * The approved screen (03 §2, §4): a heading with the result's name and title, the option amounts
 * (rows of $0.00 hidden), the Payment Calculator, the I-agree continue button when a checkout exists or
 * Return, the brand link or 'Let's go shopping!', 'Create Contract' for portal applications, and the
 * HVAC layout's subtitles and phone line.
 */
export function ApprovedScreen({
  locale,
  breadcrumbs = [],
  name,
  title,
  subtitles = [],
  options,
  hvac = false,
  phone,
  calculator,
  continueLabel,
  onContinue,
  onReturn,
  brandUrl = null,
  brandName = null,
  createContractUrl = null,
  payroll,
  continuing = false,
}: ApprovedScreenProps) {
  const OfferCard = useCustomComponent('OfferCard', DefaultOfferCard);
  return (
    <Screen
      breadcrumbs={breadcrumbs}
      icon={
        <ResultIcon tone="success">
          <PartyPopperIcon />
        </ResultIcon>
      }
      heading={title || name}
      // The approval is the result a screen reader must hear; in large type, the moment's
      // news, with its amount kept on one line.
      subheading={
        subtitles[0] ? (
          <span data-announce data-slot="approved-subtitle" className="block text-xl text-foreground">
            <TokenText>{subtitles[0]}</TokenText>
          </span>
        ) : undefined
      }
      // One action stands out: the I-agree continue when a checkout exists, else Return.
      footer={
        <>
          {continueLabel ? (
            <Button onClick={onContinue} loading={continuing}>
              {continueLabel}
            </Button>
          ) : (
            <Button onClick={onReturn}>{t('app.result.return', undefined, locale)}</Button>
          )}
          {brandUrl ? (
            <a
              className="text-primary underline underline-offset-4"
              href={brandUrl}
              target="_blank"
              rel="noreferrer"
            >
              {brandName
                ? t('app.result.shopAt', { brand: brandName }, locale)
                : t('app.result.shopping', undefined, locale)}
            </a>
          ) : (
            <span>{t('app.result.shopping', undefined, locale)}</span>
          )}
          {createContractUrl ? (
            <Button asChild variant="secondary">
              <a href={createContractUrl}>{t('app.result.createContract', undefined, locale)}</a>
            </Button>
          ) : null}
        </>
      }
    >
      <div data-slot="approved" data-state={hvac ? 'hvac' : 'standard'} className="flex flex-col gap-6">
        {hvac && subtitles.length > 1 ? (
          <div className="flex flex-col gap-1" data-slot="approved-subtitles">
            {subtitles.slice(1).map((subtitle) => (
              <p key={subtitle} className="text-lg">
                <TokenText linkPhones>{subtitle}</TokenText>
              </p>
            ))}
          </div>
        ) : null}
        {options.length > 0 ? (
          <section aria-labelledby="options-heading" className="flex flex-col gap-2">
            <h2 id="options-heading" className="font-heading text-xl font-semibold">
              {t('app.result.options', undefined, locale)}
            </h2>
            {/* A single offer takes the column's width rather than half of it. */}
            <dl
              className={cn('grid gap-3', options.length > 1 && 'sm:grid-cols-2')}
              data-slot="approved-options"
            >
              {options.map((row) => (
                <OfferCard
                  key={row.label}
                  label={row.label}
                  amount={formatMoney(row.cents)}
                  cents={row.cents}
                  note={row.note ?? null}
                  locale={locale}
                />
              ))}
            </dl>
            <p className="text-sm text-muted-foreground">
              {t('app.result.validFor', { days: OPTION_AMOUNTS_VALID_DAYS }, locale)}
            </p>
          </section>
        ) : null}
        {hvac && phone ? (
          <p data-slot="approved-phone">
            <TokenText linkPhones>{t('app.result.hvacPhone', { phone }, locale)}</TokenText>
          </p>
        ) : null}
        <PaymentCalculatorView locale={locale} calculator={calculator} />
        {payroll}
      </div>
    </Screen>
  );
}
